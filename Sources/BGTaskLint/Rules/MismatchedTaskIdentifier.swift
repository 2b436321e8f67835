/// The handler must end the task it belongs to (guide, point 2: "with the right identifier").
public struct MismatchedTaskIdentifier: Rule {
    public static let metadata = RuleMetadata(
        id: "mismatched-task-identifier",
        severity: .error,
        summary: "the expiration handler ends a different identifier than its own task's",
        rationale: """
            The guide: "The handler must call endBackgroundTask with the right identifier." Ending \
            another task's identifier leaves this one running until the system kills the app, and cuts \
            the other task short.
            """,
        triggering: """
            final class MediaSync {
                private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
                private var downloadTaskID: UIBackgroundTaskIdentifier = .invalid

                func upload() {
                    uploadTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.downloadTaskID)
                        self.downloadTaskID = .invalid
                    }
                }
            }
            """,
        passing: """
            final class MediaSync {
                private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

                func upload() {
                    uploadTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.uploadTaskID)
                        self.uploadTaskID = .invalid
                    }
                    MediaAPI.shared.upload { [weak self] in self?.finishUpload() }
                }

                private func finishUpload() {
                    UIApplication.shared.endBackgroundTask(uploadTaskID)
                    uploadTaskID = .invalid
                }
            }
            """,
        limits: """
            Closure handlers only. Reported when the handler ends, directly, only identifiers that name \
            other variables (locals, properties, globals) and calls nothing that might end its own task. \
            Copies made inside the handler (`let id = taskID`) are not followed. A capture-list copy of \
            the very variable the begin call's result is assigned to (`taskID = begin { [taskID] in … }`) \
            is reported too: the list copies `taskID` when the closure is made, before the assignment, \
            so the handler ends the previous identifier (usually `.invalid`), never its own task. So is \
            a capture-list constant of that name bound to `.invalid` (`let taskID = begin { [taskID = \
            .invalid] in end(taskID) }`), which ends nothing. \
            A handler ending a variable that, after the handler, is assigned the very constant the \
            begin call initializes (`var current = .invalid; let id = begin { end(current) }; current = id`: \
            the handler cannot name `id` itself) is ending its own task, and is not reported; the \
            assignment must store the constant whole, in the constant's scope. A begin call storing into \
            a computed property whose setter stores the new value into one stored property (a \
            lock-guarded `taskID` over `_taskID`) is not judged: its handler may end either.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let facts = context.facts
        var diagnostics: [Diagnostic] = []
        let staleCopies = StaleCaptureCopies(context)
        var wrongEndsByHandler: [HandlerOfTask: (ofOtherTasks: [Int], ofStaleCopy: [Int])] = [:]
        var mentions = MentionsByName()
        // What each handler ends, read once whatever its task: a closure bound to a name and
        // given to thousands of begin calls, each storing into a variable of its own, had its
        // calls read (and each asked whether it may end a task) once per begin call.
        var endsByHandler: [Int: HandlerEnds?] = [:]
        for begin in context.beginCalls {
            guard case .closure(let handler) = begin.handler,
                  case .assigned(let own) = facts.resultUse(of: begin.call) else { continue }
            let key = HandlerOfTask(handler: handler, own: own)
            let ends = wrongEndsByHandler[key] ?? {
                let handlerEnds = endsByHandler[handler] ?? {
                    let read = self.handlerEnds(handler, context)
                    endsByHandler[handler] = .some(read)
                    return read
                }()
                let found = handlerEnds.map {
                    wrongEnds($0, of: handler, own: own, staleCopy: staleCopies.copy(inHandler: handler)?.name, &mentions, context)
                } ?? ([], [])
                wrongEndsByHandler[key] = found
                return found
            }()
            // A lock-guarded property over a stored one (`taskID` over `_taskID`): the handler
            // may end either name, both hold the task. (Asked only of a handler found wanting:
            // the answer reads every body of the property's type.)
            if !ends.ofOtherTasks.isEmpty || !ends.ofStaleCopy.isEmpty, facts.backingStore(of: own) != nil { continue }
            let copyIsInvalid = staleCopies.copy(inHandler: handler)?.isInvalid ?? false
            for token in ends.ofStaleCopy {
                diagnostics.append(context.diagnostic(
                    Self.metadata, at: token,
                    copyIsInvalid
                        ? "expiration handler ends its capture-list constant '\(own.name)', which is bound to '.invalid': it ends nothing, and the task is left running; end the variable the begin call's result is assigned to (a 'var' declared before the call)"
                        : "expiration handler ends its capture-list copy of '\(own.name)', made before the begin call's result was assigned: it holds the previous identifier, never this task's; remove '\(own.name)' from the capture list",
                    notes: [context.note(file: facts.file, token: begin.token, "the handler's task begins here")]))
            }
            for token in ends.ofOtherTasks {
                diagnostics.append(context.diagnostic(
                    Self.metadata, at: token,
                    "expiration handler ends a different task than the one it belongs to ('\(own.name)'); end '\(own.name)' here",
                    notes: [context.note(file: facts.file, token: begin.token, "the handler's task begins here")]))
            }
        }
        return diagnostics
    }

    /// A handler closure and the variable its begin call's result is assigned to: all that
    /// `wrongEnds` depends on. A closure bound to a name and passed to n begin calls, each storing
    /// into one variable, is read once, not n times (n calls in the closure: quadratic). The name
    /// is kept byte for byte, as `isSameVariable` compares it: `é` and `e` + U+0301 are equal
    /// Strings but two variables.
    private struct HandlerOfTask: Hashable {
        var handler: Int
        var variable: Variable

        init(handler: Int, own: TaskIdentifier) {
            self.handler = handler
            variable = Variable(own)
        }
    }

    /// A variable as `TaskIdentifier.isSameVariable` tells it apart: its home and its name's bytes.
    private struct Variable: Hashable {
        var home: IdentifierHome
        var nameBytes: [UInt8]

        init(_ identifier: TaskIdentifier) {
            home = identifier.home
            nameBytes = Array(identifier.name.utf8)
        }
    }

    /// A handler's `endBackgroundTask` calls, in order, each with the argument it ends and the
    /// variable that names; and, per variable, the positions of its ends among them.
    private struct HandlerEnds {
        var ends: [(token: Int, value: Range<Int>, ended: TaskIdentifier)] = []
        var byVariable: [Variable: [Int]] = [:]
    }

    /// What `wrongEnds` reads of a handler whatever its task: nil when it calls anything else
    /// that might end a task, or ends an identifier it may not be told from (then no task of it
    /// is reported, whichever it is).
    private func handlerEnds(_ handler: Int, _ context: RuleContext) -> HandlerEnds? {
        let facts = context.facts
        var found = HandlerEnds()
        for call in facts.calls(inHandler: handler) {
            let name = context.tree.name(call.name)
            let isAPIEnd = name == "endBackgroundTask" && call.arguments.count == 1 && call.arguments[0].label == nil
            guard isAPIEnd else {
                if facts.ending(of: call) != .no { return nil } // may end its own task
                continue
            }
            guard let ended = facts.identifier(in: call.arguments[0].value, at: call.name),
                  !isBoundInside(ended, handler: handler, context) else { return nil }
            found.byVariable[Variable(ended), default: []].append(found.ends.count)
            found.ends.append((call.name, call.arguments[0].value, ended))
        }
        return found
    }

    /// The handler's `endBackgroundTask` calls that cannot end its own task `own`: those ending
    /// other variables, and those ending its stale capture-list copy of `own`. None when it
    /// ends `own` otherwise.
    private func wrongEnds(_ handlerEnds: HandlerEnds, of handler: Int, own: TaskIdentifier, staleCopy: String?,
                           _ mentions: inout MentionsByName,
                           _ context: RuleContext) -> (ofOtherTasks: [Int], ofStaleCopy: [Int]) {
        let ownEnds = handlerEnds.byVariable[Variable(own), default: []]
        guard ownEnds.allSatisfy({ staleCopy == own.name
                && StaleCaptureCopies.isBareName(own.name, handlerEnds.ends[$0].value, context.tree) }) else { return ([], []) }
        var ofOtherTasks: [Int] = []
        var next = 0 // the next of `ownEnds`, ascending
        for (position, end) in handlerEnds.ends.enumerated() {
            if next < ownEnds.count, ownEnds[next] == position {
                next += 1
            } else {
                // `let id = begin { end(current) }; current = id`: its own task after all.
                if isFilledWithOwnTask(end.ended, own: own, afterHandler: handler, &mentions, context) { return ([], []) }
                ofOtherTasks.append(end.token)
            }
        }
        return (ofOtherTasks, ownEnds.map { handlerEnds.ends[$0].token })
    }

    /// Whether the variable the handler ends is assigned the constant the begin call
    /// initializes, after the handler and in that constant's scope: `var current = .invalid;
    /// let id = begin { end(current) }; current = id`. The handler cannot name the constant its
    /// own begin call initializes, so real code ends a variable filled with it right after.
    /// The constant's mentions are listed once per name for the file and searched by binary
    /// search (`positions(in:)`), so thousands of functions each naming their constant `id`
    /// look at their own few.
    private func isFilledWithOwnTask(_ ended: TaskIdentifier, own: TaskIdentifier, afterHandler handler: Int,
                                     _ mentions: inout MentionsByName, _ context: RuleContext) -> Bool {
        guard ended.isVariable, case .local(let scope) = own.home else { return false }
        let tree = context.tree
        let after = tree.scopes[handler].close + 1
        let scopeEnd = scope == 0 ? tree.tokens.count : tree.scopes[scope].close
        guard after < scopeEnd else { return false }
        return mentions.of(own.name, in: tree).positions(in: after..<scopeEnd).contains { value in
            // `current = id` or `self.current = id`, with `id` the whole value.
            let target = value - 2
            guard tree.isToken(value - 1, .operator, "="), tree.isKind(target, .identifier),
                  tree.name(target).hasSameBytes(as: ended.name),
                  !tree.isKind(value + 1, .period), !tree.isKind(value + 1, .leftParen),
                  !tree.isKind(value + 1, .leftBracket) else { return false }
            return !tree.isKind(target - 1, .period) || tree.isWord(target - 2, "self")
        }
    }

    /// A copy bound inside the handler (`let id = taskID`) may well be the handler's own task.
    private func isBoundInside(_ identifier: TaskIdentifier, handler: Int, _ context: RuleContext) -> Bool {
        guard case .local(let scope) = identifier.home, handler > 0 else { return false }
        // Its braces inside the handler's: no climb (handlers of thousands of nested closures
        // each climbed every level).
        return context.tree.isScope(scope, within: handler)
    }

    /// A file's identifier tokens by the bytes of their name (`é` and `e` + U+0301 are two
    /// names, as to swiftc), each list made once for the file.
    private struct MentionsByName {
        private var lists: [[UInt8]: [Int]] = [:]

        mutating func of(_ name: String, in tree: SyntaxTree) -> [Int] {
            let key = Array(name.utf8)
            if let known = lists[key] { return known }
            let found = tree.identifiers(spelling: name)
            lists[key] = found
            return found
        }
    }
}
