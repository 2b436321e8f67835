/// A `BGTaskScheduler` launch handler must complete its task (the guide's recommended successor
/// API has the same failure mode as a never-ended background task).
public struct BGTaskMissingSetTaskCompleted: Rule {
    public static let metadata = RuleMetadata(
        id: "bgtask-missing-set-task-completed",
        severity: .error,
        summary: "a 'BGTaskScheduler' launch handler never calls 'setTaskCompleted(success:)'",
        rationale: """
            The guide recommends `BGTaskScheduler` (`BGAppRefreshTask`, `BGProcessingTask`) for long work. \
            Its tasks must be completed with `setTaskCompleted(success:)`, on success, failure and \
            expiration alike: a task never completed keeps the app running until the system kills it, \
            and the system schedules the app's background work less often afterwards.
            """,
        triggering: """
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                task.expirationHandler = { print("expired") }
            }
            """,
        passing: """
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                task.expirationHandler = { task.setTaskCompleted(success: false) }
                task.setTaskCompleted(success: true)
            }
            """,
        limits: """
            The launch handler is the closure written in the call, a closure bound to a name and passed \
            by it (`launchHandler: handler`), or a function referenced (by its name alone or with its \
            labels: `launchHandler: PruneHandler.handle(_:)`). Everything reachable from it \
            counts: helpers it calls (followed through the \
            analysed files), closures it creates (`completionBlock`, `Task { }`, completion handlers) and \
            its `expirationHandler`. A task handed to code the analyzer cannot see into (by name, or as \
            `$0`: `register(…) { handler($0) }`), posted to observers (`post(name:object:)` with it as the \
            object or in `userInfo`, a subject's `send`), handed to code that keeps it (an initializer or \
            method storing it in a property, whose other methods may complete it) or stored by the code \
            reached in anything but a local (`self.active[task.identifier] = task`, `Tasks.shared.pending = \
            task`, `self.waiting += [task]`), handed as the one argument of a closure reached through an expression \
            (`runners[id]?(task)`, `listeners.first?(task)`) or to an awaiting caller \
            (`waiter?.resume(returning: task)`) is given the benefit of the doubt, and so is one handed to a call that may reach more \
            than 64 functions (a type declared hundreds of times in one file, which no compiler takes: they \
            are not weighed one by one). Only the task earns it: the handler's parameter, a local bound to it (`let refresh = \
            task as! BGAppRefreshTask`), and in a helper the parameter it is handed. A nested closure's own \
            parameter (`items.forEach { $0.refresh() }`), a helper's other parameters or the registering \
            function's never held the task, so unknown code they go into is no reason for silence, nor is \
            storing what is not the task (`self.lastID = task.identifier`). The code that reads a stored \
            task back is not followed. Whether every path completes is not checked.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let tree = context.tree
        var diagnostics: [Diagnostic] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier && tree.isWord(index, "register") {
            guard let call = tree.call(at: index), call.arguments.first?.label == "forTaskWithIdentifier",
                  let handler = launchHandler(of: call, context) else { continue }
            // Once per launch handler for the module: one method given by reference to n register
            // calls (`launchHandler: handle`) was read again for each.
            let body = DeclarationRef(file: handler.file, scope: handler.scope)
            let ending = context.index.summaries.launchHandlerReach.value(for: body) {
                CodeFacts(index: context.index, file: handler.file).reach(.setTaskCompleted, inBody: handler.scope)
            }
            guard ending == .no else { continue }
            diagnostics.append(context.diagnostic(
                Self.metadata, at: call.name,
                "nothing reachable from this launch handler calls 'setTaskCompleted(success:)'; complete the task on every path, or the system kills the app"))
        }
        return diagnostics
    }

    /// The launch handler's body: a trailing or `launchHandler:` closure, a closure bound to a
    /// name (`let handler: (BGTask) -> Void = { task in … }`, then `launchHandler: handler`), or a
    /// referenced function.
    private func launchHandler(of call: CallSite, _ context: RuleContext) -> (file: Int, scope: Int)? {
        let tree = context.tree
        if let trailing = call.trailingClosures.first, let scope = tree.scope(openedBy: trailing.brace) {
            return (context.facts.file, scope)
        }
        guard let value = call.argument("launchHandler") else { return nil }
        if tree.isKind(value.lowerBound, .leftBrace), let scope = tree.scope(openedBy: value.lowerBound) {
            return (context.facts.file, scope)
        }
        switch context.model.handlerForm(of: value, at: call.name) {
        case .closure(let scope): return (context.facts.file, scope)
        case .function(let declaration): return (declaration.ref.file, declaration.ref.scope)
        default: return nil
        }
    }
}
