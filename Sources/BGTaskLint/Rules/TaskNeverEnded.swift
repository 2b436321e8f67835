/// The normal path must end the task too (guide, point 7).
public struct TaskNeverEnded: Rule {
    public static let metadata = RuleMetadata(
        id: "task-never-ended",
        severity: .error,
        summary: "the task is ended only by its expiration handler, never when the work completes",
        rationale: """
            The guide: "End on the normal path too: when the work completes, call endBackgroundTask and \
            reset." A task ended only on expiration keeps the app awake for the whole allowance every \
            time, draining the battery, and the system may kill the app.
            """,
        triggering: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func upload(_ data: Data) {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.taskID)
                        self.taskID = .invalid
                    }
                    UploadAPI.shared.send(data)
                }
            }
            """,
        passing: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func upload(_ data: Data) {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finish()
                    }
                    UploadAPI.shared.send(data) { [weak self] in self?.finish() }
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            The identifier must be stored in a named variable (local, property or global). It counts as \
            ended when, outside the handler, anything ends it (`endBackgroundTask(id)`, a helper named \
            `endBackgroundTask()`, a helper of the type that ends the property), or when it is passed to \
            code that might end it, returned, or copied elsewhere. Whether that code runs is not checked.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.beginCalls.compactMap { begin in
            guard case .assigned(let identifier) = context.facts.resultUse(of: begin.call),
                  !isEndedOutsideHandler(identifier, begin, context) else { return nil }
            return context.diagnostic(
                Self.metadata, at: begin.token,
                "'\(identifier.name)' is ended only by the expiration handler; end the task when the work completes too")
        }
    }

    private func isEndedOutsideHandler(_ identifier: TaskIdentifier, _ begin: BeginCall, _ context: RuleContext) -> Bool {
        let excluded = context.handlerBody(begin).map { body -> (file: Int, range: Range<Int>) in
            let scope = context.index.tree(body.file).scopes[body.scope]
            return (body.file, scope.open..<(scope.close + 1))
        }
        let handlerName = self.handlerName(begin, context)
        for (file, range) in regions(of: identifier, context) {
            let facts = CodeFacts(index: context.index, file: file)
            let tree = facts.tree
            for token in range where tree.tokens[token].kind == .identifier {
                if let excluded, excluded.file == file, excluded.range.contains(token) { continue }
                // The handler's own code, run (or handed out) on the normal path too.
                if let handlerName, tree.name(token) == handlerName,
                   file != context.facts.file || !(begin.call.start..<begin.call.end).contains(token),
                   !tree.isWord(token - 1, "let"), !tree.isWord(token - 1, "var"), !tree.isWord(token - 1, "func") {
                    return true
                }
                if let call = tree.call(at: token), callsHelperEnding(identifier, call, facts) { return true }
                guard tree.name(token) == identifier.name, endsOrEscapes(token, identifier, facts) else { continue }
                return true
            }
        }
        return false
    }

    /// The name a handler given by name goes by: a function, or a closure bound to a name.
    private func handlerName(_ begin: BeginCall, _ context: RuleContext) -> String? {
        switch begin.handler {
        case .function(let declaration):
            return declaration.name
        case .closure(let scope):
            return context.tree.scopes[scope].nameToken.map(context.tree.name)
        default:
            return nil
        }
    }

    /// A helper named after the API (`self.endBackgroundTask()`), or a helper whose body ends the
    /// identifier — the handler function itself, called on the normal path, included.
    private func callsHelperEnding(_ identifier: TaskIdentifier, _ call: CallSite, _ facts: CodeFacts) -> Bool {
        if facts.tree.isWord(call.name, "endBackgroundTask") { return call.arguments.isEmpty }
        let declarations = facts.resolve(call, allowUniqueByName: false)
        // A method of self the analyzer cannot see (another file not analysed, a superclass) may
        // end a property: benefit of the doubt.
        if declarations.isEmpty, case .property = identifier.home, isOnSelf(call, facts), facts.ending(of: call) != .no {
            return true
        }
        return declarations.contains { declaration in
            let tree = facts.index.tree(declaration.ref)
            return tree.scopes[declaration.ref.scope].body.contains { index in
                guard tree.isWord(index, "endBackgroundTask"), let end = tree.call(at: index),
                      let argument = end.arguments.first?.value else { return false }
                return argument.contains { tree.isKind($0, .identifier) && tree.name($0) == identifier.name }
            }
        }
    }

    private func isOnSelf(_ call: CallSite, _ facts: CodeFacts) -> Bool {
        guard let receiver = call.receiver.last else { return true }
        return facts.isSelfAlias(receiver, around: facts.tree.scope(of: call.name))
    }

    /// Where the identifier can be used: the declaring body of a local, every body of the type
    /// (and its extensions, in any file) for a property, every file for a global.
    private func regions(of identifier: TaskIdentifier, _ context: RuleContext) -> [(Int, Range<Int>)] {
        switch identifier.home {
        case .local(let scope):
            let tree = context.tree
            return [(context.facts.file, scope == 0 ? 0..<tree.tokens.count : tree.scopes[scope].body)]
        case .property(let typeName):
            return context.index.typeBodies(typeName).map { ref in
                (ref.file, context.index.tree(ref).scopes[ref.scope].body)
            }
        case .global:
            return context.index.files(mentioning: identifier.name).map { ($0, 0..<context.index.tree($0).tokens.count) }
        }
    }

    /// Whether this mention of the identifier ends it or hands it to code that might: an argument
    /// of `endBackgroundTask` or of anything that may end a task, a `return`, a copy. Declarations,
    /// assignments to it, comparisons and arguments of code known not to end tasks do not count.
    private func endsOrEscapes(_ token: Int, _ identifier: TaskIdentifier, _ facts: CodeFacts) -> Bool {
        let tree = facts.tree
        if tree.isKind(token - 1, .period) {
            // `self.taskID` is the property, and so is a key path to it (`\.taskID`,
            // `\Uploader.taskID`); `other.taskID` and `.taskID` are something else.
            let isKeyPath = tree.isKind(token - 2, .backslash)
                || (tree.isKind(token - 2, .identifier) && tree.isKind(token - 3, .backslash))
            guard case .property = identifier.home, token >= 2,
                  isKeyPath || facts.isSelfAlias(tree.text(token - 2), around: tree.scope(of: token)) else { return false }
        }
        if tree.isWord(token - 1, "var") || tree.isWord(token - 1, "let") { return false }
        if tree.isToken(token + 1, .operator, "=") { return false }
        for neighbour in [token - 1, token + 1] where tree.isKind(neighbour, .operator) {
            let text = tree.text(neighbour)
            if text == "==" || text == "!=" { return false }
        }
        guard let call = enclosingCall(of: token, tree) else { return true }
        if tree.isWord(call.name, "endBackgroundTask") { return true }
        // Code the analyzer cannot see into that is handed the identifier may end it.
        return facts.ending(of: call) != .no || facts.isOpaque(call)
    }

    /// The call whose parentheses hold `token`, if the nearest open bracket is a call's `(`.
    private func enclosingCall(of token: Int, _ tree: SyntaxTree) -> CallSite? {
        var cursor = token - 1
        while cursor >= 0 {
            switch tree.tokens[cursor].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let partner = tree.match(cursor), partner < cursor else { return nil }
                cursor = partner - 1
                continue
            case .leftParen:
                guard cursor > 0, let call = tree.call(at: cursor - 1) else { return nil }
                return call.end > token ? call : nil
            case .leftBrace, .leftBracket:
                return nil
            default:
                cursor -= 1
            }
        }
        return nil
    }
}
