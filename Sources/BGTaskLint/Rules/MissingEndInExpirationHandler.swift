/// The expiration handler must end the task: "the most frequent error is not calling
/// endBackgroundTask inside the expiration handler".
public struct MissingEndInExpirationHandler: Rule {
    public static let metadata = RuleMetadata(
        id: "missing-end-in-expiration-handler",
        severity: .error,
        summary: "the expiration handler never calls 'endBackgroundTask(_:)'",
        rationale: """
            The guide: "The most frequent error is not calling endBackgroundTask inside the expiration \
            handler": the system keeps the task alive, the app never reaches Suspended, the battery drains \
            and the watchdog kills the app. When time runs out the app must end the task at once.
            """,
        triggering: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func upload(_ data: Data) {
                    taskID = UIApplication.shared.beginBackgroundTask {
                        print("time is up")
                    }
                    UploadAPI.shared.send(data) { [weak self] in self?.finish() }
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
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
            Helpers are followed through the analysed files (any depth up to 12); a method called on \
            `self` that its type does not declare is looked for in the types it inherits from or conforms \
            to, as far as the module declares them (a superclass's method, a protocol's default \
            implementation). The end handed on as a \
            function to a call that applies it (`ids.forEach(UIApplication.shared.endBackgroundTask)`, \
            `id.map(app.endBackgroundTask(_:))`) is an end, and `perform(#selector(endTask))` on `self` \
            (with or without `with:` arguments, not `afterDelay:`) is a call of `endTask`. An empty method called \
            on `self` (a hook: `func jobDidStop() {}`) is followed into the overrides of it that the \
            analysed files' subclasses declare (up to 8 classes down; not when the module declares more \
            than 64 overrides of that name), as the other rules follow it. A handler that calls \
            something the analyzer cannot see into — a method declared outside the analysed files, a \
            closure parameter (a wrapper forwarding its handler), a method whose name says it ends or \
            tears down (`finishUpload`, `stopSync`), any method of an object whose name says it holds a \
            task (`lease.relinquish()`, `backgroundActivity.leave()`) — is given the benefit of the doubt, \
            but for library calls that end nothing whatever their object is named (`backgroundTask.cancel()`, \
            `taskState.withLock { … }`, whose closure is read as the handler's own code), and framework \
            teardowns that stop something of the framework's own: `stopUpdatingLocation()`, \
            `finishTasksAndInvalidate()`, `closeFile()` and the motion manager's `stop…Updates()` by their \
            names; `invalidate()`, `stop()`, `stopRunning()` and `close()` only on a property the type \
            declares of a framework type that has it (`Timer`, `CADisplayLink`, `AVAudioPlayer`, \
            `AVAudioRecorder`, `AVAudioEngine`, `AVCaptureSession`, streams, `FileHandle`). Not so \
            `BGTask.setTaskCompleted(success:)`, which completes a scheduler's task and never ends this one, \
            nor an `@autoclosure` parameter, which is the caller's own argument, nor UIKit's own methods \
            named like an end, called with UIKit's labels (`endEditing(_:)`, `endRefreshing()`, \
            `endUpdates()`, `stopAnimating()`: the list is under task-never-ended). A handler passed \
            as a reference to a method of another object that no analysed file declares \
            (`expirationHandler: work.cancel`) is judged as the closure calling it would be. An end inside \
            an asynchronous hop counts as an end here (that case has its own rule); an end inside the \
            expiration handler of another begin call made in the handler does not: it runs only if \
            that task expires too. Nor does UIKit's `endBackgroundTask` handed the invalid identifier \
            (`.invalid`, `UIBackgroundTaskIdentifier.invalid`, `UIBackgroundTaskInvalid`), which names no \
            task: real handlers end it "since only an invalid task needs ending here", and theirs runs on. \
            So does the variable the statement right before set to it (`taskID = .invalid` then \
            `endBackgroundTask(taskID)`: the reset before the end); a reset further up, past other \
            statements, is not followed. A helper of the module named `endBackgroundTask()` still counts \
            as an end by its name, whatever it hands UIKit. \
            A begin call whose identifier goes into a property one of whose observers or setters ends a \
            task (`didSet { endBackgroundTask(oldValue) }`) is not reported: storing `.invalid`, or the \
            next task, into the property ends the one it held, and the handler may do that itself or \
            through a helper; a handler that never stores into it goes unreported too. Nor is a handler \
            closure that itself stores into another property of its type whose observer or setter ends a \
            task (`self?.isSyncing = false`, whose `didSet` calls the ending helper); a store made by a \
            helper it calls is not looked for.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var helpersEndingInvalid: [ResolutionInputs: Bool] = [:]
        // Per handler closure of this file, whether it stores into a self-ending property: a
        // closure bound to a name and given to n begin calls had its n stores read for each.
        var handlerStores: [Int: Bool] = [:]
        // A body many begin calls share, in this file or others, is judged once.
        let verdicts = ModuleHandlerAnswers<Verdict>(Self.metadata, context)
        return context.beginCalls.compactMap { begin in
            var invalidEnd: InvalidEnd?
            if case .method(let call) = begin.handler {
                // `expirationHandler: work.cancel`: the reference is the handler's one call.
                guard context.facts.ending(of: call) == .no else { return nil }
            } else {
                guard let body = context.handlerBody(begin) else { return nil }
                let verdict = verdicts.answer(for: body) {
                    let facts = CodeFacts(index: context.index, file: body.file)
                    guard facts.ending(ofHandler: body.scope) == .no else { return .ends }
                    return .endsNothing(Self.invalidEnd(among: facts.calls(inHandler: body.scope), facts,
                                                        helpers: &helpersEndingInvalid))
                }
                guard case .endsNothing(let found) = verdict else { return nil }
                invalidEnd = found
            }
            guard !Self.storesIntoSelfEndingProperty(begin, context) else { return nil }
            if case .closure(let handler) = begin.handler {
                let stores = handlerStores[handler] ?? Self.handlerStoresIntoSelfEndingProperty(handler, context)
                handlerStores[handler] = stores
                if stores { return nil }
            }
            let message = switch invalidEnd {
            case .inHandler:
                "expiration handler ends '.invalid', which is no task; end the task's own identifier in the handler, or the system kills the app when time runs out"
            case .inHelper(let name):
                "expiration handler calls '\(name)', which ends '.invalid', no task; end the task's own identifier in the handler, or the system kills the app when time runs out"
            case nil:
                "expiration handler never calls 'endBackgroundTask(_:)'; end the task in the handler, or the system kills the app when time runs out"
            }
            return context.diagnostic(Self.metadata, at: begin.token, message, notes: context.handlerDeclarationNotes(begin))
        }
    }

    /// Whether the begin call's result goes into a property whose observer or setter ends a
    /// task (`didSet { endBackgroundTask(oldValue) }`): storing into it ends the task, with no
    /// call the handler makes — whether the handler stores `.invalid` itself or calls a helper
    /// that begins the next task into the property.
    private static func storesIntoSelfEndingProperty(_ begin: BeginCall, _ context: RuleContext) -> Bool {
        guard case .assigned(let identifier) = context.facts.resultUse(of: begin.call),
              case .property(let type) = identifier.home else { return false }
        return context.facts.storingEndsTask(property: identifier.name, of: type)
    }

    /// Whether the handler closure itself stores into a property of its type whose observer or
    /// setter ends a task (`self?.isSyncing = false`, whose `didSet` calls the helper that ends
    /// it): the store runs the observer in place, an end no call of the handler shows.
    private static func handlerStoresIntoSelfEndingProperty(_ handler: Int, _ context: RuleContext) -> Bool {
        let tree = context.tree, facts = context.facts
        // The file's stores into a name, by the closure or function whose own code makes them:
        // one pass, not one per handler over everything nested in it.
        let storesByBody = context.index.shared("stores-by-body:\(facts.file)") { () -> [Int: [Int]] in
            tree.tokens.indices.reduce(into: [:]) { stores, token in
                guard tree.isToken(token, .operator, "="), tree.isKind(token - 1, .identifier) else { return }
                stores[facts.executableScope(of: token), default: []].append(token)
            }
        }
        return storesByBody[handler, default: []].contains { equals in
            // `name =`, `self.name =`, `self?.name =`.
            var start = equals - 1
            if tree.isKind(start - 1, .period) { start -= tree.isToken(start - 2, .operator, "?") ? 3 : 2 }
            guard let stored = facts.identifier(in: start..<equals, at: equals),
                  case .property(let type) = stored.home else { return false }
            return facts.storingEndsTask(property: stored.name, of: type)
        }
    }

    /// What a handler body does, the same for every begin call sharing it (a method given by
    /// name, a closure bound to a name): worked out once per body.
    private enum Verdict {
        case ends
        /// It ends no task, and hands UIKit the invalid identifier there, if it does.
        case endsNothing(InvalidEnd?)
    }

    /// Where a handler that ends no task hands UIKit the invalid identifier, if it does.
    private enum InvalidEnd {
        case inHandler
        /// In a helper of the module the handler calls, named here.
        case inHelper(String)
    }

    /// The handler's own calls first, then the bodies of the helpers they resolve to (one level:
    /// what the message names, not what decides the finding). `helpers` keeps the answer of each
    /// group of calls that resolve alike: thousands of handlers may each call one of thousands of
    /// overloads, and resolving every call alone made them quadratic.
    private static func invalidEnd(among calls: [CallSite], _ facts: CodeFacts,
                                   helpers: inout [ResolutionInputs: Bool]) -> InvalidEnd? {
        if calls.contains(where: facts.endsTheInvalidIdentifier) { return .inHandler }
        for call in calls {
            let group = ResolutionInputs(call, in: facts)
            // A group every file shares is answered once for the module: n programs in one
            // folder, each calling its own `finish()`, read all n bodies per file.
            let endsInvalid = helpers[group] ?? facts.index.shared("ends-invalid", for: group) {
                facts.resolve(call, allowUniqueByName: false).contains { helper in
                    let helperFacts = CodeFacts(index: facts.index, file: helper.ref.file)
                    return helperFacts.calls(in: helper.ref.scope).contains(where: helperFacts.endsTheInvalidIdentifier)
                }
            }
            helpers[group] = endsInvalid
            if endsInvalid { return .inHelper(facts.tree.name(call.name)) }
        }
        return nil
    }
}
