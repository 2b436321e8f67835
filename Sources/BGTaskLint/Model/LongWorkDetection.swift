/// What counts as long or blocking work: the guide's "forbidden in the handler" list.
extension CodeFacts {
    /// Calls that are atomic enough for an expiration handler; a loop doing only these is fine.
    static let atomicCalls: Set<String> = [
        "cancel", "cancelAllOperations", "cancelAll", "invalidate", "invalidateAndCancel", "endBackgroundTask",
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "verbose", "set", "setValue", "removeObject", "removeValue", "removeAll", "remove",
        "append", "insert", "suspend", "signal", "unlock", "lock", "post",
        // Taking an identifier off a list, making one from its raw value, dropping an observer.
        "removeLast", "removeFirst", "popLast", "popFirst", "UIBackgroundTaskIdentifier", "removeObserver",
        // CocoaLumberjack's logging functions; Crashlytics' instance, whose `log` is logging.
        "DDLogError", "DDLogWarn", "DDLogInfo", "DDLogDebug", "DDLogVerbose", "crashlytics",
    ]

    /// The long work a single call does itself, ignoring what helpers it calls do. In a helper,
    /// `queue.sync { }` is taken for what it nearly always is there — a lock around state — and
    /// only a `sync` written in the handler itself counts as blocking.
    public func directLongWork(of call: CallSite, inHelper: Bool = false) -> String? {
        let tree = self.tree
        let name = tree.name(call.name)
        let receiver = call.receiver
        let firstLabel = call.arguments.first?.label
        let hasReceiver = !receiver.isEmpty
        if index.summaries.isLongWorkCall(name) { return "does long work ('\(MessageText.name(name))')" }
        switch name {
        case "dataTask", "uploadTask", "downloadTask", "streamTask", "webSocketTask", "dataTaskPublisher":
            return "starts a network request ('\(MessageText.name(name))')"
        case "resume" where hasReceiver && call.arguments.isEmpty && call.trailingClosures.isEmpty
                && !isContinuation(receiver, at: call) && !isOwnMethodOnSelf(call):
            return "starts a network task ('resume()')"
        case "data", "upload", "download", "bytes":
            guard let label = firstLabel, label == "for" || label == "from",
                  receiver.contains(where: { $0.lowercased().contains("session") }) else { return nil }
            return "awaits a network request ('\(MessageText.name(name))(\(label):)')"
        case "save" where hasReceiver && !isSelfAlias(receiver.last!, around: tree.scope(of: call.name)):
            return "writes to disk ('\(MessageText.name(receiver.last!)).save')"
        case "write":
            guard let label = firstLabel, label == "to" || label == "toFile" || label == "toURL" else { return nil }
            return "writes to disk ('write(\(label):)')"
        case "performAndWait":
            return "blocks on a Core Data context ('performAndWait')"
        case "sleep", "usleep":
            return receiver.isEmpty || receiver == ["Thread"] ? "blocks the thread ('\(MessageText.name(name))')" : nil
        case "wait" where hasReceiver:
            return "blocks waiting ('\(MessageText.name(receiver.last!)).wait')"
        case "run" where receiver.first == "RunLoop" && !call.arguments.isEmpty:
            // `RunLoop.current.run(until:)`, `run(mode:before:)`: spins the thread's run loop in place.
            return "blocks the thread ('RunLoop.run')"
        case "waitUntilAllOperationsAreFinished", "waitUntilFinished":
            // An operation queue's (or operation's) own wait: the handler blocks until the work is done.
            return "blocks waiting ('\(name)')"
        case "sync" where isQueue(receiver) && !inHelper:
            // A lock taken around the end itself (`stateQueue.sync { self?.endAll() }`) is what a
            // helper taking it is, and judged alike. The main queue's `sync` stays: the handler
            // runs on the main thread, so it deadlocks.
            if receiver.last != "main", let closure = workClosure(of: call),
               reach(.endBackgroundTask, among: directCalls(in: closure).calls, levels: HelperLevels.root) == .ends {
                return nil
            }
            // Nor a lock around a swap of state (`stateQueue.sync { id = taskID; taskID = .invalid }`),
            // which a helper taking it is too, or around a read whose value is taken (`let
            // snapshot = stateQueue.sync { self.activities }`). An empty `sync { }` is there to
            // wait: it stays. (Asked in this order: a closure holding none of its own is read
            // once, whatever the nesting.)
            if receiver.last != "main", onlyWritesState(call), let closure = workClosure(of: call),
               valueIsTaken(call) || tree.scopes[closure].body.contains(where: { tree.isToken($0, .operator, "=") }) {
                return nil
            }
            return "blocks on a queue ('sync')"
        case "async", "asyncAfter":
            let onQueue = isQueue(receiver) || receiver.last == "main" || receiver.last == "global"
            guard onQueue, !onlyWritesState(call), !(inHelper && dispatchesAParameter(call)) else { return nil }
            return "starts new asynchronous work ('\(MessageText.name(name))')"
        case "perform" where receiver.first == "RunLoop" && !call.trailingClosures.isEmpty:
            // `RunLoop.main.perform { }` queues its block for the run loop's next pass.
            guard !onlyWritesState(call) else { return nil }
            return "starts new asynchronous work ('RunLoop.perform')"
        case "Task" where receiver.isEmpty && !call.trailingClosures.isEmpty:
            // `Task { @MainActor in self.isExpired = true }` defers a write, as `main.async` does.
            guard !onlyWritesState(call) else { return nil }
            return "starts new asynchronous work ('Task')"
        case "detached" where receiver == ["Task"]:
            guard !onlyWritesState(call) else { return nil }
            return "starts new asynchronous work ('Task.detached')"
        case "immediate" where receiver == ["Task"]:
            // Runs in place until its first `await`; what follows is new work, as in `Task { }`.
            // One with no `await` of its own runs whole in place: its calls are judged as the body's.
            return suspendsAfterReturning(call) ? "starts new asynchronous work ('Task.immediate')" : nil
        case "addOperation", "addOperations", "addBarrierBlock":
            return "queues new work ('\(MessageText.name(name))')"
        case "beginBackgroundTask":
            return "begins another background task"
        default:
            return nil
        }
    }

    /// Whether the call's value is assigned or returned (`let ids = queue.sync { … }`,
    /// `return try queue.sync { … }`).
    private func valueIsTaken(_ call: CallSite) -> Bool {
        var before = call.start - 1
        if tree.isToken(before, .operator, "?") || tree.isToken(before, .operator, "!") { before -= 1 }
        if tree.isWord(before, .try) { before -= 1 }
        return tree.isToken(before, .operator, "=") || tree.isWord(before, .return)
    }

    /// Whether a hop's or a `sync`'s closure only updates state (`queue.async(flags: .barrier) {
    /// self?.tasks = [:] }`, `stateQueue.sync { id = taskID; taskID = .invalid }`): atomic calls
    /// at most, none of them an end (an end moved into a hop is `async-end-in-expiration-handler`'s),
    /// and no closure of its own. Deferring a write starts no work, and a `sync` around one is a
    /// lock. Only the closure's own calls are read: hops nested in hops are each read once.
    private func onlyWritesState(_ call: CallSite) -> Bool {
        guard let closure = workClosure(of: call) else { return false }
        let inside = directCalls(in: closure)
        let onlyAtomic = inside.calls.allSatisfy { CodeFacts.atomicCalls.contains(tree.name($0.name)) }
        return !inside.hasNestedClosures && onlyAtomic
            && reach(.endBackgroundTask, among: inside.calls, levels: HelperLevels.root) == .no
    }

    /// Whether a hop runs a closure its function was handed (`DispatchQueue.main.async(execute: block)`
    /// in a `runOnMain(_ block:)` helper): that closure is written, and its work judged, where the
    /// helper is called. Such helpers usually run it in place on the main thread, where UIKit calls
    /// expiration handlers.
    private func dispatchesAParameter(_ call: CallSite) -> Bool {
        guard call.trailingClosures.isEmpty, let work = call.argument("execute"), work.count == 1,
              tree.isKind(work.lowerBound, .identifier) else { return false }
        return isParameter(tree.name(work.lowerBound), around: tree.scope(of: call.name))
    }

    /// The scope of the closure a call runs: its first trailing closure (`queue.sync { … }`), or
    /// one written as its `execute:` argument (`queue.sync(execute: { … })`), the same call
    /// spelt the other way, judged alike.
    private func workClosure(of call: CallSite) -> Int? {
        if let trailing = call.trailingClosures.first { return tree.scope(openedBy: trailing.brace) }
        guard let execute = call.argument("execute"), tree.isKind(execute.lowerBound, .leftBrace),
              tree.match(execute.lowerBound) == execute.upperBound - 1 else { return nil }
        return tree.scope(openedBy: execute.lowerBound)
    }

    /// Whether `resume()`'s receiver is a continuation (`waiting?.resume()` on a
    /// `CheckedContinuation<Void, Never>?` property, `continuation.resume()`): waking a waiter is
    /// an atomic hand-off, not a network task. Told by a name saying so, or by the declared type
    /// of the enclosing type's property so named.
    private func isContinuation(_ receiver: [String], at call: CallSite) -> Bool {
        guard let last = receiver.last else { return false }
        if last.lowercased().hasSuffix("continuation") { return true }
        if receiver.count == 1, isContinuationParameter(last, at: call) { return true }
        if receiver == ["$0"], let collection = collectionIterated(around: call) { return isOfContinuations(collection) }
        guard receiver.count == 1 || receiver.count == 2 && isSelfAlias(receiver[0], around: tree.scope(of: call.name)),
              let typeName = tree.typeName(enclosing: tree.scope(of: call.name)),
              let declared = index.propertyTypes(of: typeName)?[last] else { return false }
        return declared.hasSuffix("Continuation")
    }

    /// The call `xs.forEach { }` whose closure holds `call` (its statements' blocks included).
    private func collectionIterated(around call: CallSite) -> CallSite? {
        var scope = tree.scope(of: call.name)
        while scope > 0, case .block = tree.scopes[scope].kind { scope = tree.scopes[scope].parent }
        guard scope > 0, let callee = tree.calleeToken(takingClosure: scope), tree.isWord(callee, "forEach") else { return nil }
        return tree.call(at: callee)
    }

    /// Whether `xs.forEach` (`self.xs.forEach`) iterates continuations (`waiters.forEach {
    /// $0.resume() }`): `xs` is named `…continuations`, or is a property of the enclosing type
    /// declared as an array of `…Continuation` (`var waiters: [CheckedContinuation<Void, Never>]`).
    private func isOfContinuations(_ forEach: CallSite) -> Bool {
        guard let last = forEach.receiver.last else { return false }
        if last.lowercased().hasSuffix("continuations") { return true }
        let scope = tree.scope(of: forEach.name)
        guard forEach.receiver.count == 1 || forEach.receiver.count == 2 && isSelfAlias(forEach.receiver[0], around: scope),
              let type = tree.enclosingType(of: scope) else { return false }
        // The type's members read once for all its calls: one per call made n resumes of n arrays
        // of continuations quadratic.
        let members = index.shared("member-declarations:\(file):\(type)") { tree.memberDeclarationTokens(in: type) }
        guard let declaration = members[last] else { return false }
        // `: [CheckedContinuation<…>]` or `= [CheckedContinuation<…>]()`.
        let bracket = declaration + 2
        guard tree.isKind(declaration + 1, .colon) || tree.isToken(declaration + 1, .operator, "="),
              tree.isKind(bracket, .leftBracket) else { return false }
        var element = bracket + 1
        while tree.isKind(element, .identifier), tree.isKind(element + 1, .period) { element += 2 } // `_Concurrency.…`
        return tree.isKind(element, .identifier) && tree.name(element).hasSuffix("Continuation")
    }

    /// Whether `name` is the continuation parameter of a closure given to `withCheckedContinuation`
    /// (or another `with…Continuation`: `withUnsafeContinuation { cont in … }`), or a function's
    /// parameter declared as a `…Continuation`.
    private func isContinuationParameter(_ name: String, at call: CallSite) -> Bool {
        guard let binding = index.bindings(in: file).binding(of: name, before: call.name, around: tree.scope(of: call.name), in: tree),
              binding.isParameter, binding.token == tree.scopes[binding.scope].open else { return false }
        switch tree.scopes[binding.scope].kind {
        case .closure:
            guard let callee = tree.callee(takingClosure: binding.scope) else { return false }
            return callee.hasPrefix("with") && callee.hasSuffix("Continuation")
        case .function:
            guard var type = tree.declaredTypeStart(ofParameter: name, inFunction: binding.scope) else { return false }
            while tree.isKind(type, .identifier), tree.isKind(type + 1, .period) { type += 2 } // `_Concurrency.…`
            return tree.isKind(type, .identifier) && tree.name(type).hasSuffix("Continuation")
        default:
            return false
        }
    }

    /// Whether the call is on `self` (`self.resume()`, `self?.resume()`) and resolves to the
    /// module's own method: a helper, followed as one, not a framework object's method.
    private func isOwnMethodOnSelf(_ call: CallSite) -> Bool {
        guard call.receiver.count == 1, isSelfAlias(call.receiver[0], around: tree.scope(of: call.name)) else { return false }
        return !resolve(call, allowUniqueByName: false).isEmpty
    }

    private func isQueue(_ receiver: [String]) -> Bool {
        receiver.contains { $0 == "DispatchQueue" || $0.lowercased().hasSuffix("queue") }
    }

    /// A helper's long work, memoized per declaration and helper levels left.
    struct LongWorkKey: Hashable {
        var ref: DeclarationRef
        var levels: Int
    }

    /// Long work reachable from a body: its own calls and, through resolved helpers, theirs.
    /// An asynchronous hop whose closure ends the task is not counted: it is the subject of
    /// `async-end-in-expiration-handler`, and one root cause gets one diagnostic.
    /// An expiration handler's own: the handlers of begin calls nested in it are left out
    /// (`calls(inHandler:)`).
    public func longWork(inHandler scope: Int) -> [LongWork] {
        longWork(inBody: scope, levels: HelperLevels.root, inHelper: false, skipping: nestedHandlers)
    }

    func longWork(inBody scope: Int, levels: Int, inHelper: Bool, skipping skipped: Set<Int> = []) -> [LongWork] {
        var found: [LongWork] = []
        var skipUntil = -1
        let calls = calls(in: scope, skipping: skipped)
        // Work that starts after a statement of the body itself has ended the task (`finish();
        // Task { await flush() }`) no longer holds it open: the rule's danger, a task not ended in
        // time, is past. Only a statement of the body counts, not one inside an `if` or a closure.
        let ended = calls.first { call in
            tree.scope(of: call.name) == scope && endingBeforeReturning(of: call) == .ends
        }.map(\.end) ?? Int.max
        for call in calls where call.name >= skipUntil && call.name < ended {
            if let description = directLongWork(of: call, inHelper: inHelper) {
                if isAsyncHop(call) || isImmediateTask(call), let closure = workClosure(of: call),
                   reach(.endBackgroundTask, inBody: closure, levels: levels) == .ends {
                    skipUntil = tree.scopes[closure].close
                    continue
                }
                found.append(LongWork(file: file, token: call.name, description: description))
                // What runs inside the reported hop is part of the same statement.
                if let closure = call.trailingClosures.first {
                    skipUntil = tree.match(closure.brace) ?? skipUntil
                } else if let closure = workClosure(of: call) {
                    skipUntil = tree.scopes[closure].close
                }
            } else if levels > 0, inHelper || !switchesOff(call, fromHandler: scope) {
                // With no helper level left, helpers are cut (nothing to resolve). Calls that
                // resolve alike share one answer: n calls to n overloads cost O(n).
                let group = CallGroupKey(inputs: ResolutionInputs(call, in: self), summary: .firstLongWork, levels: levels)
                if let first = index.summaries.callLongWork.value(for: group, compute: { firstHelperWork(of: call, levels: levels) }) {
                    found.append(LongWork(file: file, token: call.name, description: first.description,
                                          helper: tree.name(call.name), origin: first.origin ?? (first.file, first.token)))
                }
            }
        }
        found.append(contentsOf: loopsDoingWork(in: scope, calls: calls, skipping: skipped).filter { $0.token < ended })
        return found.sorted { $0.token < $1.token }
    }

    /// Whether a handler's call switches off the toggle that began its task: it calls the very
    /// function the begin call is written in, with a literal argument (`set(active: false)`,
    /// `apply(.off)`), and that function may end a task. Which branch an argument takes is not
    /// read, so the branch beginning the task (and its work) would be taken for the handler's;
    /// the call is not followed (a re-begin on expiry spelt so, `start(retry: true)` in a
    /// function that also ends, is missed).
    private func switchesOff(_ call: CallSite, fromHandler handler: Int) -> Bool {
        guard call.arguments.contains(where: { isLiteral($0.value) }) else { return false }
        var function = tree.scopes[handler].parent
        while function > 0, !tree.scopes[function].kind.isFunction { function = tree.scopes[function].parent }
        guard function > 0, resolvedOnce(call).refs.contains(DeclarationRef(file: file, scope: function)) else { return false }
        return ending(of: call) != .no
    }

    /// A call's overload group, and whether it is on `super` (which `resolve` reads apart from
    /// `self`: no subclass's override of an empty method is added).
    struct ResolvedCallKey: Hashable {
        var inputs: ResolutionInputs
        var onSuper: Bool
    }

    /// What a call resolves to (`allowUniqueByName: false`), and the refs of those declarations.
    struct ResolvedCall {
        var declarations: [FunctionDeclaration]
        var refs: Set<DeclarationRef>
    }

    /// `resolve(call, allowUniqueByName: false)`, kept per overload group (`resolve` reads no more
    /// than the group's inputs): n handlers, each in one of n overloads and calling that name,
    /// resolved all n for each, once to ask whether the call is their own function's
    /// (`switchesOff`) and once for the helpers only they call (`ExpiryOnlyHelpers`).
    func resolvedOnce(_ call: CallSite) -> ResolvedCall {
        let key = ResolvedCallKey(inputs: ResolutionInputs(call, in: self), onSuper: call.receiver == ["super"])
        return index.summaries.resolvedCalls.value(for: key) {
            let declarations = resolve(call, allowUniqueByName: false)
            return ResolvedCall(declarations: declarations, refs: Set(declarations.map(\.ref)))
        }
    }

    /// `false`, `true`, `nil`, a number, or a bare enum case (`.off`).
    private func isLiteral(_ value: Range<Int>) -> Bool {
        if value.count == 1 {
            return tree.isWord(value.lowerBound, .false) || tree.isWord(value.lowerBound, .true)
                || tree.isWord(value.lowerBound, .nil) || tree.isKind(value.lowerBound, .number)
        }
        return value.count == 2 && tree.isKind(value.lowerBound, .period) && tree.isKind(value.lowerBound + 1, .identifier)
    }

    func isAsyncHop(_ call: CallSite) -> Bool {
        let name = tree.name(call.name)
        return CodeFacts.asyncHopNames.contains(name) || name == "perform" && call.receiver.first == "RunLoop"
    }

    /// The calls that run their closure once, later: `queue.async { }`, `asyncAfter(…) { }`,
    /// `Task { }`, `Task.detached { }`, `operationQueue.addOperation { }` (and its barrier block);
    /// and `RunLoop.main.perform { }`, told by its receiver (`isAsyncHop`).
    static let asyncHopNames: Set<String> = ["async", "asyncAfter", "Task", "detached", "addOperation", "addBarrierBlock"]

    /// The first long work inside the first helper the call resolves to that does any; with no
    /// helper level left, helpers are cut.
    private func firstHelperWork(of call: CallSite, levels: Int) -> LongWork? {
        guard levels > 0, !isLoggingCall(call) else { return nil }
        for declaration in resolve(call, allowUniqueByName: false) {
            let work = index.summaries.longWork.value(for: LongWorkKey(ref: declaration.ref, levels: levels - 1)) {
                CodeFacts(index: index, file: declaration.ref.file)
                    .longWork(inBody: declaration.ref.scope, levels: levels - 1, inHelper: true)
            }
            if let first = work.first { return first }
        }
        return nil
    }

    /// Whether the call is on the app's own logger (`self.logger.i("…")`, `Logger.shared.info(…)`,
    /// `Log.d(…)`, `PMLog.debug(…)`): logging is atomic work to the guide, whatever the logger
    /// does inside (a file logger appends on a queue of its own). Told by a receiver named `log`,
    /// `logging` or `…logger`, or ending in the word `Log` (`AppLog`; not `Dialog`, `catalog`).
    private func isLoggingCall(_ call: CallSite) -> Bool {
        call.receiver.contains { part in
            let lowered = part.lowercased()
            return lowered == "log" || lowered == "logging" || lowered.hasSuffix("logger") || part.hasSuffix("Log")
        }
    }

    /// `for`/`while`/`repeat` loops directly in the body whose statements call anything but
    /// atomic work, outside the `skipped` scopes. `calls` are the body's calls, in token order.
    ///
    /// One pass over the nested scopes, not a rescan of each loop: a loop is heavy when one of the
    /// body's heavy calls lies inside it (a binary search in the sorted heavy calls), and whether a
    /// loop belongs to the body is inherited down the scope tree. Nested loops would otherwise cost
    /// the sum of their body sizes, O(n²).
    private func loopsDoingWork(in scopeIndex: Int, calls: [CallSite], skipping skipped: Set<Int>) -> [LongWork] {
        let tree = self.tree
        let heavyCalls = heavyCallNames(calls)
        var heavyCallsOfTypes: [Int: [Int]] = [:]
        let nested = tree.descendants(of: scopeIndex)
        var facts = ScopeFacts(root: scopeIndex)
        var found: [LongWork] = []
        var nestedIndex = nested.lowerBound
        while nestedIndex < nested.upperBound {
            defer { nestedIndex += 1 }
            if skipped.contains(nestedIndex) {
                // Past its descendants: the scopes after it that open before it closes.
                nestedIndex = tree.descendants(of: nestedIndex).upperBound - 1
                continue
            }
            let scope = tree.scopes[nestedIndex]
            let parent = facts.entry(ofParent: scope.parent)
            facts.append(nestedIndex, ScopeFacts.Entry(
                inside: scope.kind.isFunction ? false : parent.inside,
                inNestedType: parent.inNestedType || scope.kind.isType))
            guard scope.kind == .block(.loop), let keyword = scope.headerStart,
                  tree.executableScope(ofScope: scope.parent) == facts.root || parent.inside else { continue }
            let heavy: Bool
            if parent.inNestedType {
                // The body's calls skip nested types: a loop in one is judged by the heavy calls of
                // its innermost type, read once per type as the body's are. No function lies
                // between that type and a loop of the body, so the type's calls inside the loop are
                // the loop's own (nested handlers included: only the body's calls skip them).
                // Reading each loop's calls instead cost n nested loops the sum of their bodies, O(n²).
                let type = tree.enclosingType(of: nestedIndex) ?? nestedIndex
                if heavyCallsOfTypes[type] == nil { heavyCallsOfTypes[type] = heavyCallNames(self.calls(in: type)) }
                heavy = Self.contains(heavyCallsOfTypes[type] ?? [], within: scope.body)
            } else {
                heavy = Self.contains(heavyCalls, within: scope.body)
            }
            if heavy { found.append(LongWork(file: file, token: keyword, description: "loops over non-atomic work")) }
        }
        return found
    }

    /// The name tokens of the calls that are not atomic work and not long work themselves, in
    /// the calls' (token) order: a loop around one of them loops over non-atomic work. A
    /// continuation's `resume(throwing:)` or `resume(returning:)` wakes a waiter, and an error
    /// made to hand it (`CancellationError()`) is a value: atomic.
    private func heavyCallNames(_ calls: [CallSite]) -> [Int] {
        let tree = self.tree
        return calls.filter { call in
            let name = tree.name(call.name)
            if name == "resume", let label = call.arguments.first?.label, label == "throwing" || label == "returning" {
                return false
            }
            if call.receiver.isEmpty, name.hasSuffix("Error"), name.first?.isUppercase == true { return false }
            return !CodeFacts.atomicCalls.contains(name) && directLongWork(of: call) == nil
        }.map(\.name)
    }

    /// Whether the sorted `tokens` hold one in `range`.
    private static func contains(_ tokens: [Int], within range: Range<Int>) -> Bool {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low] < range.upperBound
    }
}

/// What `loopsDoingWork` inherits down the scope tree from a body (the root) to its nested scopes.
private struct ScopeFacts {
    struct Entry {
        /// Reached from the root without crossing a function declaration.
        var inside: Bool
        /// Inside a type declared below the root.
        var inNestedType: Bool
    }

    let root: Int
    /// The scopes open around the last one added, outermost (the root) first.
    private var open: [(scope: Int, entry: Entry)]

    init(root: Int) {
        self.root = root
        // `isInside` never counts the file scope as inside.
        open = [(root, Entry(inside: root > 0, inNestedType: false))]
    }

    /// The entry of `parent`, the parent of the scope about to be added. Scopes come in source
    /// order, each after its parent (some subtrees may be left out), so the scopes added since
    /// `parent` have all closed: they are dropped.
    mutating func entry(ofParent parent: Int) -> Entry {
        while open.count > 1, open[open.count - 1].scope != parent { open.removeLast() }
        return open[open.count - 1].entry
    }

    mutating func append(_ scopeIndex: Int, _ entry: Entry) {
        open.append((scopeIndex, entry))
    }
}
