/// The handler must end the task before it returns, not later on another queue.
public struct AsyncEndInExpirationHandler: Rule {
    public static let metadata = RuleMetadata(
        id: "async-end-in-expiration-handler",
        severity: .warning,
        summary: "the expiration handler ends the task only inside an asynchronous hop",
        rationale: """
            The guide: "When time runs out the system calls the expiration handler; the app must then \
            end the task at once." An end inside `DispatchQueue…async` or `Task { }` runs after the \
            handler has returned, when the system may already have killed the app.
            """,
        triggering: """
            final class Exporter {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func export() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        DispatchQueue.main.async { self?.finish() }
                    }
                    ExportAPI.shared.run { [weak self] in self?.finish() }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        passing: """
            final class Exporter {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func export() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finish()
                    }
                    ExportAPI.shared.run { [weak self] in self?.finish() }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            Reported only when every way the handler ends the task is inside a hop and at least one \
            definitely ends it there. A helper the handler calls counts as such a hop when it ends the task \
            only inside hops of its own (followed as deep as the other rules follow helpers). A handler \
            that also calls something the analyzer cannot see into, outside any hop, is given the benefit \
            of the doubt. `Task.immediate { }` (Swift 6.2) runs in place until its first `await` (one of \
            its own code, not of a closure nested in it): an end after that counts as inside a hop, one \
            before it as in the handler. The hops are `DispatchQueue…async`, `asyncAfter`, `Task { }`, \
            `Task.detached { }`, an operation queue's `addOperation { }` and `addBarrierBlock { }`, and \
            `RunLoop.main.perform { }` (told by `RunLoop`: another `perform` is followed as a call).
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // A body shared by many begin calls (a method given by name, a closure bound to a name),
        // in this file or others, is judged once.
        let endsOnlyInHops = ModuleHandlerAnswers<Bool>(Self.metadata, context)
        return context.beginCalls.compactMap { begin in
            guard let body = context.handlerBody(begin),
                  endsOnlyInHops.answer(for: body, { Self.endsOnlyInHops(body, context) }) else { return nil }
            return context.diagnostic(
                Self.metadata, at: begin.token,
                "expiration handler ends the task only inside an asynchronous hop, after the handler has returned; call 'endBackgroundTask(_:)' synchronously in the handler",
                notes: context.handlerDeclarationNotes(begin))
        }
    }

    /// Whether every way the handler body ends the task is inside an asynchronous hop, and one
    /// definitely ends it there.
    private static func endsOnlyInHops(_ body: (file: Int, scope: Int), _ context: RuleContext) -> Bool {
        let facts = CodeFacts(index: context.index, file: body.file)
        let calls = facts.calls(inHandler: body.scope)
        let beforeReturning = Set(facts.callsBeforeReturning(calls, below: body.scope).map(\.name))
        var endsInHop = false
        for call in calls {
            let ending = facts.ending(of: call)
            guard ending != .no else { continue }
            // A helper called outside the hops counts as one when it ends the task only
            // inside its own hops (`finish()` that ends it in `main.async`).
            if beforeReturning.contains(call.name), facts.endingBeforeReturning(of: call) != .no { return false }
            endsInHop = endsInHop || ending == .ends
        }
        return endsInHop
    }
}
