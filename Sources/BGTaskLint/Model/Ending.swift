/// Whether code reaches a call — `endBackgroundTask`, `setTaskCompleted` — directly or through
/// the helpers it calls.
extension CodeFacts {
    /// The calls a reach query looks for.
    public enum ReachTarget: String, Sendable, Hashable {
        case endBackgroundTask, setTaskCompleted
    }

    struct ReachKey: Hashable {
        var ref: DeclarationRef
        var target: ReachTarget
        var levels: Int
        var beforeReturning = false
        /// The declaration's parameters that are handed the task (`setTaskCompleted` only).
        var carriers: [String] = []
    }

    /// Calls that are known to reach neither target: logging, cancelling, defaults, dispatching,
    /// locking (`lock.withLock { … }` runs its closure in place, whose calls are read as the
    /// handler's own, whatever the lock is named: `taskState.withLock`).
    static let knownNonEnding: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "verbose", "cancel", "cancelAllOperations", "invalidateAndCancel", "cancelAll",
        "set", "setValue", "removeObject", "synchronize", "post", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "async", "asyncAfter", "sync", "Task", "detached", "append", "insert", "remove",
        "removeAll", "removeValue", "suspend", "map", "forEach", "filter", "compactMap", "first", "contains",
        "sleep", "usleep", "resume", "dataTask", "uploadTask", "downloadTask", "addOperation", "save", "write",
        "beginBackgroundTask", "performAndWait", "perform", "wait", "signal", "lock", "unlock", "submit",
        "register", "fulfill", "immediate", "withLock", "withLockUnchecked", "withLockIfAvailable", "withCriticalRegion",
        "DDLogError", "DDLogWarn", "DDLogInfo", "DDLogDebug", "DDLogVerbose",
    ]

    /// Framework receivers whose methods reach neither target (`UserDefaults.standard.set`, …).
    static let frameworkReceivers: Set<String> = [
        "UserDefaults", "NotificationCenter", "DispatchQueue", "OperationQueue", "URLSession", "FileManager",
        "Thread", "ProcessInfo", "Logger", "OSLog", "Bundle", "UIDevice", "Date", "JSONEncoder", "JSONDecoder",
        "BGTaskScheduler",
    ]

    /// A call the analyzer cannot see into: it resolves to nothing and is no known library call.
    public func isOpaque(_ call: CallSite) -> Bool {
        let name = tree.name(call.name)
        if CodeFacts.knownNonEnding.contains(name) || name.first?.isUppercase == true && call.receiver.isEmpty { return false }
        if let root = call.receiver.first, CodeFacts.frameworkReceivers.contains(root) { return false }
        return resolve(call, allowUniqueByName: false).isEmpty
    }

    /// Whether any call in an expiration handler (nested closures included, nested handlers
    /// not: `calls(inHandler:)`) ends a background task.
    public func ending(ofHandler scope: Int) -> Ending {
        reach(.endBackgroundTask, among: calls(inHandler: scope), levels: HelperLevels.root)
    }

    /// Whether a call ends a background task.
    public func ending(of call: CallSite) -> Ending {
        reach(.endBackgroundTask, from: call, levels: HelperLevels.root)
    }

    /// Whether a call ends a background task before it returns: as `ending(of:)`, except that
    /// what the helpers it enters do inside an asynchronous hop (`queue.async { }`, `Task { }`)
    /// does not count. A helper that ends the task only there leaves it running after the call.
    public func endingBeforeReturning(of call: CallSite) -> Ending {
        reach(.endBackgroundTask, from: call, levels: HelperLevels.root, beforeReturning: true)
    }

    /// Whether a body reaches the target, the body being a root: a launch handler, whose
    /// parameters are the task it is handed.
    ///
    /// The closures in it that hold no task (a launch handler `{ task in … }` registered in one
    /// taking `task`, or `{ t2 in … }` in one taking `t1` that never names `t1`:
    /// `TaskCarriers.holdsNoTask`) reach as anyone's calls do, since a call's answer depends on
    /// the carriers only through a name that is the task in its receiver or arguments: each is
    /// answered once for the file (`reachHoldingNoTask`), not re-read by every launch handler
    /// around it (n launch handlers nested in one another read Σ(n − k) levels, O(n²)). The
    /// answers are combined in another order than the calls come in; `combine` does not care.
    public func reach(_ target: ReachTarget, inBody scope: Int) -> Ending {
        guard target == .setTaskCompleted else { return reach(target, inBody: scope, levels: HelperLevels.root) }
        let carriers = TaskCarriers.parameters(of: scope, in: self)
        let holdingNoTask = carriers.closuresHoldingNoTask(in: self)
        var ending = reach(target, among: calls(in: scope, skipping: Set(holdingNoTask)), levels: HelperLevels.root,
                           carriers: carriers)
        for closure in holdingNoTask where ending != .ends {
            ending = Ending.combine([ending, reachHoldingNoTask(target, inClosure: closure)])
        }
        // A task the body stores in a property may be completed by whatever reads it back, and
        // one handed on to code not followed (`runners[id]?(task)`) by that code.
        guard ending == .no,
              storesTask(inBody: scope, carriers) || handsTaskOnUnseen(inBody: scope, carriers) else { return ending }
        return .unknown
    }

    /// One closure's `reachHoldingNoTask` answer for one target.
    struct ClosureReachKey: Hashable {
        var file: Int
        var closure: Int
        var target: ReachTarget
    }

    /// Whether the calls of a closure, its nested closures' included, reach the target when
    /// nothing in it holds the task: the answer `reach(_:among:levels:)` gives for all of them.
    /// Memoized per closure, and made from the answers of the closures nested in it (each reads
    /// only its own calls: `directCalls(in:)`), so closures nested n deep cost O(n); worked out
    /// innermost first, in a loop, since a recursion that deep would exhaust the stack.
    func reachHoldingNoTask(_ target: ReachTarget, inClosure closure: Int) -> Ending {
        let memo = index.summaries.closureReach
        let key = { ClosureReachKey(file: file, closure: $0, target: target) }
        if let known = memo[key(closure)] { return known }
        // The closures not answered yet, each before those nested in it.
        var pending = [closure]
        var unanswered: [(closure: Int, nested: [Int])] = []
        while let next = pending.popLast() {
            let nested = closures(in: next) { _ in true }
            unanswered.append((next, nested))
            pending += nested.filter { memo[key($0)] == nil }
        }
        for (outer, nested) in unanswered.reversed() {
            _ = memo.value(for: key(outer)) {
                var ending = reach(target, among: directCalls(in: outer).calls, levels: HelperLevels.root)
                for inner in nested where ending != .ends {
                    ending = Ending.combine([ending, memo[key(inner)] ?? .unknown])
                }
                return ending
            }
        }
        return memo[key(closure)] ?? .unknown
    }

    /// The closures in `scope` for which `stop` is true, found where `calls(in:)` finds calls
    /// (through blocks and the closures it is false for, not into nested functions or types),
    /// in source order, none inside another. One look per scope passed through, and a binary
    /// search past each skipped one.
    func closures(in scope: Int, where stop: (Int) -> Bool) -> [Int] {
        var found: [Int] = []
        var nested = scope + 1
        let end = tree.descendants(of: scope).upperBound
        while nested < end {
            switch tree.scopes[nested].kind {
            case .closure where stop(nested):
                found.append(nested)
                nested = tree.descendants(of: nested).upperBound
            case .function, .type:
                nested = tree.descendants(of: nested).upperBound
            default:
                nested += 1
            }
        }
        return found
    }

    /// `beforeReturning`: only the calls of the body that run before it returns count, not
    /// those inside its asynchronous hops. `carriers`: what holds the task in the body.
    func reach(_ target: ReachTarget, inBody scope: Int, levels: Int, beforeReturning: Bool = false,
               carriers: TaskCarriers = .none) -> Ending {
        let ending: Ending
        if !carriers.names.isEmpty, !beforeReturning {
            ending = reach(target, inBody: scope, levels: levels, handedTheTaskIn: carriers)
        } else {
            let calls = beforeReturning ? callsBeforeReturning(calls(in: scope), below: scope) : calls(in: scope)
            ending = reach(target, among: calls, levels: levels, beforeReturning: beforeReturning, carriers: carriers)
        }
        // A task the body stores in a property may be completed by whatever reads it back.
        guard ending == .no, target == .setTaskCompleted, storesTask(inBody: scope, carriers) else { return ending }
        return .unknown
    }

    /// One body's calls and the answers they give holding no task, for one target and helper
    /// levels left (`CallsOfBody`, `AnswersHandedNoTask`).
    struct BodyCallsKey: Hashable {
        var file: Int
        var body: Int
        var target: ReachTarget
        var levels: Int
    }

    /// `reach(_:among:levels:carriers:)` of the body's calls, for carriers naming the task: the
    /// calls they may reach (`CallsOfBody.callsMaybeHanded`) are asked with them, in order, and
    /// the runs of calls between those take the answers they give holding no task, kept for
    /// every question about the body (`AnswersHandedNoTask`). The same answer (`combine` does not
    /// care about order), without each question testing each call.
    private func reach(_ target: ReachTarget, inBody scope: Int, levels: Int, handedTheTaskIn carriers: TaskCarriers) -> Ending {
        let body = tree.scopes[scope].body
        let filed = index.shared("calls-of-body:\(file):\(scope)") { CallsOfBody(calls: calls(in: scope), body: body) }
        guard filed.spansNest else { return reach(target, among: filed.calls, levels: levels, carriers: carriers) }
        let asked = filed.callsMaybeHanded(held: carriers.heldTokens(in: body, of: self), names: carriers.names)
        let key = BodyCallsKey(file: file, body: scope, target: target, levels: levels)
        let unhanded = index.summaries.answersHandedNoTask.value(for: key) { AnswersHandedNoTask(sets: index.summaries.nameSets) }
        defer { unhanded.reportNamesRead() }
        var result = Ending.no
        var next = 0
        for position in asked + [filed.calls.count] {
            let between = unhanded.combined(next..<position) { reach(target, from: filed.calls[$0], levels: levels) }
            result = Ending.combine([result, between])
            guard result != .ends, position < filed.calls.count else { break }
            result = Ending.combine([result, reach(target, from: filed.calls[position], levels: levels, carriers: carriers)])
            if result == .ends { break }
            next = position + 1
        }
        return result
    }

    func reach(_ target: ReachTarget, among calls: [CallSite], levels: Int, beforeReturning: Bool = false,
               carriers: TaskCarriers = .none) -> Ending {
        var result = Ending.no
        for call in calls {
            let ending = reach(target, from: call, levels: levels, beforeReturning: beforeReturning, carriers: carriers)
            result = Ending.combine([result, ending])
            if result == .ends { return .ends }
        }
        return result
    }

    /// A call reaches the target when it is the target (by any receiver: the API, or a helper so
    /// named), when a helper it resolves to does, or — `unknown` — when it is something the
    /// analyzer cannot see into.
    func reach(_ target: ReachTarget, from call: CallSite, levels: Int, beforeReturning: Bool = false,
               carriers: TaskCarriers = .none) -> Ending {
        let ending = reachThroughCallees(target, from: call, levels: levels, beforeReturning: beforeReturning,
                                         carriers: carriers)
        // A task handed to code that keeps it (`RefreshOperation(task: task)`, whose initializer
        // stores it) may be completed by whatever reads it back: `main()`, another method.
        guard ending == .no, target == .setTaskCompleted, handsOn(call, carriers) else { return ending }
        return .unknown
    }

    /// Whether the call is handed the end itself, as a function to apply to the identifiers it
    /// holds: `id.map(UIApplication.shared.endBackgroundTask)`, `ids.forEach(app.endBackgroundTask(_:))`.
    private func appliesTheEnd(_ call: CallSite) -> Bool {
        call.arguments.contains { argument in
            let last = tree.nameBeforeCompoundLabels(endingAt: argument.value.upperBound - 1)
            return last >= argument.value.lowerBound && tree.isWord(last, "endBackgroundTask")
                && (last == argument.value.lowerBound || tree.isKind(last - 1, .period))
        }
    }

    /// Calls that deliver what they are given to whoever listens (`NotificationCenter`'s
    /// `post(name:object:)`, a Combine subject's `send`, an `AsyncStream` continuation's
    /// `yield`): a task posted is handed to an observer, which may complete it.
    static let deliveringCalls: Set<String> = ["post", "send", "yield"]

    /// Whether the call is handed the task and may keep it, or deliver it to someone who may (a
    /// module's own `post` or `send` is read like any other function).
    private func handsOn(_ call: CallSite, _ carriers: TaskCarriers) -> Bool {
        let handed = call.arguments.indices.filter { carriers.holdsAny(of: call.arguments[$0].value, in: self) }
        guard !handed.isEmpty else { return false }
        // Worked out for the call once, not per argument holding the task.
        if CodeFacts.deliveringCalls.contains(tree.name(call.name)), resolve(call, allowUniqueByName: true).isEmpty { return true }
        guard let keeping = keeping(by: call) else { return false }
        return handed.contains { mayKeep(argumentAt: $0, keeping) }
    }

    /// The parameters of `callee` that `call` hands the task: each bound to an argument holding
    /// a carrier, or all of them when which one cannot be told — less those its body never names
    /// (`namesReadingTheTask`).
    ///
    /// A parameter named nowhere in the body holds the task nowhere there, so the body's answer
    /// is the same without it: n launch handlers each handing the task to another of a helper's
    /// n parameters, none of them used, then share one answer instead of each reading the body.
    private func carriers(handedTo callee: FunctionDeclaration, by call: CallSite, _ carriers: TaskCarriers) -> [String] {
        let named = CodeFacts(index: index, file: callee.ref.file).namesReadingTheTask(inBody: callee.ref.scope)
        var names: Set<String> = []
        let binding = parameterBinding(of: callee)
        var unlabelledBefore = 0
        for argument in call.arguments {
            defer { if argument.label == nil { unlabelledBefore += 1 } }
            guard carriers.holdsAny(of: argument.value, in: self) else { continue }
            guard let parameter = binding.parameter(label: argument.label, unlabelledBefore: unlabelledBefore) else {
                return index.shared("named-parameters:\(callee.ref.file):\(callee.ref.scope)") {
                    callee.signature.parameterNames.filter(named.contains).sorted()
                }
            }
            if named.contains(parameter) { names.insert(parameter) }
        }
        return names.sorted()
    }

    /// Every name by which the code of body `scope` can be asked whether it holds the task: its
    /// identifiers, the roots of its calls' receivers, and the identifiers of any argument lying
    /// outside it. `TaskCarriers` tests no other name, and a closure rebinding every carrier
    /// declares only names read here. Once per body for the module.
    func namesReadingTheTask(inBody scope: Int) -> Set<String> {
        index.shared("names-reading-the-task:\(file):\(scope)") {
            let tree = self.tree
            let body = tree.scopes[scope].body
            var names = Set(body.lazy.filter { tree.isKind($0, .identifier) }.map { tree.name($0) })
            for call in calls(in: scope) {
                if let root = call.receiver.first { names.insert(root) }
                for argument in call.arguments where !(body.lowerBound <= argument.value.lowerBound
                                                       && argument.value.upperBound <= body.upperBound) {
                    names.formUnion(argument.value.lazy.filter { tree.isKind($0, .identifier) }.map { tree.name($0) })
                }
            }
            return names
        }
    }

    private func reachThroughCallees(_ target: ReachTarget, from call: CallSite, levels: Int,
                                     beforeReturning: Bool, carriers: TaskCarriers) -> Ending {
        let name = tree.name(call.name)
        if index.summaries.isEndingHelper(name) { return .ends }
        if target == .endBackgroundTask, appliesTheEnd(call) { return .ends }
        if let performed = selectorCall(performedBy: call) {
            return reachThroughCallees(target, from: performed, levels: levels, beforeReturning: beforeReturning,
                                       carriers: carriers)
        }
        // UIKit's `endBackgroundTask(.invalid)` ends no task (a helper so called is followed).
        // Not so when only the end before returning counts: a helper named `endBackgroundTask()`
        // is then followed rather than taken at its name, and a `.invalid` in its body must not
        // make it look like an end inside a hop (the other reach takes it at its name).
        if name == target.rawValue, target == .endBackgroundTask, !beforeReturning, endsTheInvalidIdentifier(call),
           resolve(call, allowUniqueByName: false).isEmpty { return .no }
        // A call named like the target is the API, or a helper so named that surely does the same
        // — except when what counts is the end before returning: a helper named
        // `endBackgroundTask(taskName:)` may end it only inside a hop, so it is followed.
        if name == target.rawValue, !beforeReturning || levels == 0 { return .ends }
        // Calls that resolve alike share one answer: n calls to n overloads cost O(n), not O(n²).
        // Not a call handed the task: its answer depends on which parameters receive it.
        let group = CallGroupKey(inputs: ResolutionInputs(call, in: self),
                                 summary: .reach(target, beforeReturning: beforeReturning), levels: levels)
        let handsTheTask = call.arguments.contains { carriers.holdsAny(of: $0.value, in: self) }
        if !handsTheTask, let known = index.summaries.callReach[group] { return known }
        let declarations = resolve(call, allowUniqueByName: false)
        if name == target.rawValue, declarations.isEmpty { return .ends }
        guard !declarations.isEmpty else { return unresolvedReach(target, of: call, carriers: carriers) }
        let reachOfHelpers = { () -> Ending in
            var result = Ending.no
            // With no level left, helpers are cut: they add nothing.
            guard levels > 0 else { return result }
            for declaration in declarations {
                let handed = handsTheTask ? self.carriers(handedTo: declaration, by: call, carriers) : []
                let key = ReachKey(ref: declaration.ref, target: target, levels: levels - 1,
                                   beforeReturning: beforeReturning, carriers: handed)
                let value = index.summaries.reach.value(for: key) {
                    let facts = CodeFacts(index: index, file: declaration.ref.file)
                    let calleeCarriers = TaskCarriers(body: declaration.ref.scope, names: Set(handed), in: facts)
                    return facts.reach(target, inBody: declaration.ref.scope, levels: levels - 1,
                                       beforeReturning: beforeReturning, carriers: calleeCarriers)
                }
                result = Ending.combine([result, value])
                if result == .ends { break }
            }
            return result
        }
        // The group's answer is a summary like the others, made with the configured names it
        // reads kept (`SummaryMemos`).
        return handsTheTask ? reachOfHelpers() : index.summaries.callReach.value(for: group, compute: reachOfHelpers)
    }

    /// `perform(#selector(finish))` on `self` (NSObject's, with or without `with:` arguments)
    /// calls the method right there, as `finish()` would: the call of the selector's method,
    /// on the same receiver. Not `perform(_:with:afterDelay:)` or the thread variants, which run
    /// it later or elsewhere.
    private func selectorCall(performedBy call: CallSite) -> CallSite? {
        guard tree.isWord(call.name, "perform"), call.trailingClosures.isEmpty,
              let first = call.arguments.first, first.label == nil,
              call.arguments.dropFirst().allSatisfy({ $0.label == "with" }),
              call.receiver.last.map({ isSelfAlias($0, around: tree.scope(of: call.name)) }) ?? true,
              tree.isToken(first.value.lowerBound, .poundKeyword, "#selector"),
              tree.isKind(first.value.lowerBound + 1, .leftParen),
              let close = tree.match(first.value.lowerBound + 1), close + 1 == first.value.upperBound else { return nil }
        // The method's name: the last identifier, before a compound name's `(_:)`.
        let method = tree.nameBeforeCompoundLabels(endingAt: close - 1)
        guard method > first.value.lowerBound + 1, tree.isKind(method, .identifier),
              !tree.isKind(method + 1, .colon) else { return nil }
        return CallSite(name: method, receiver: call.receiver, start: call.start, arguments: [],
                        trailingClosures: [], end: call.end)
    }

    /// Whether a call is `endBackgroundTask` handed the invalid identifier: `.invalid`,
    /// `UIBackgroundTaskIdentifier.invalid` or the old `UIBackgroundTaskInvalid`, or a variable
    /// the statement right before set to it (`taskID = .invalid⏎end(taskID)`: the reset and the
    /// end in the wrong order). It names no task, so UIKit's ends none; handlers written so
    /// ("only an invalid task needs ending here") leave their own running.
    func endsTheInvalidIdentifier(_ call: CallSite) -> Bool {
        guard tree.isWord(call.name, "endBackgroundTask"), call.arguments.count == 1,
              call.arguments[0].label == nil else { return false }
        let value = call.arguments[0].value
        return tree.namesTheInvalidIdentifier(value) || isJustSetToInvalid(value, before: call.start)
    }

    /// Whether `value` (`x` or `self.x`) is what the statement ending right before token `start`
    /// assigns the invalid identifier to, spelled the same (`x = .invalid`, `self.x = .invalid`).
    private func isJustSetToInvalid(_ value: Range<Int>, before start: Int) -> Bool {
        guard value.count == 1 || value.count == 3 && tree.isWord(value.lowerBound, .self) && tree.isKind(value.lowerBound + 1, .period),
              tree.isKind(value.upperBound - 1, .identifier), start > 0 else { return false }
        var end = start
        if tree.isKind(end - 1, .semicolon) { end -= 1 } else if !tree.tokens[start].newlineBefore { return false }
        let statement = tree.lineStatementStart(of: end - 1)..<end
        guard let equals = statement.first(where: { tree.isToken($0, .operator, "=") }),
              tree.namesTheInvalidIdentifier(equals + 1..<end), equals - statement.lowerBound == value.count else { return false }
        return zip(statement.lowerBound..<equals, value).allSatisfy { tree.text($0) == tree.text($1) }
    }

    /// A call the index cannot resolve. Precision first: unless it is known library code (or a
    /// type's initializer), it may reach the target, so it counts as `unknown`. A `BGTask` can
    /// only be completed by code that is handed it, so for `setTaskCompleted` an unresolved call
    /// counts only when the task (`carriers`: the handler's parameter, a helper's parameter
    /// handed it, a local bound to one) goes into it or is its receiver.
    private func unresolvedReach(_ target: ReachTarget, of call: CallSite, carriers: TaskCarriers) -> Ending {
        let name = tree.name(call.name)
        if CodeFacts.knownNonEnding.contains(name) { return .no }
        if let root = call.receiver.first, CodeFacts.frameworkReceivers.contains(root) { return .no }
        if call.receiver.isEmpty, name.first?.isUppercase == true { return .no }
        guard target == .setTaskCompleted else { return unresolvedEnding(of: call, named: name) }
        let handedTheTask = call.arguments.contains { carriers.holdsAny(of: $0.value, in: self) }
        let calledOnTheTask = call.receiver.first.map { carriers.holds($0, at: tree.scope(of: call.start), in: self) } ?? false
        return handedTheTask || calledOnTheTask ? .unknown : .no
    }

    /// Whether the function or closure `scope` declares parameter `name` as `@autoclosure`
    /// (`_ message: @autoclosure () -> String`).
    private func isAutoclosureParameter(_ name: String, of scope: Int) -> Bool {
        guard scope < tree.scopes.count, tree.scopes[scope].headerStart != nil else { return false }
        // The header is read once for all its parameters: a handler calling each of a function's
        // thousands of closure parameters read the whole header for each.
        return index.shared("autoclosures:\(file):\(scope)") { autoclosureParameters(of: scope) }[name] ?? false
    }

    /// For each name the header of `scope` declares (`name:`), whether its first declaration
    /// there is `@autoclosure` (`_ message: @autoclosure () -> String`).
    private func autoclosureParameters(of scope: Int) -> [String: Bool] {
        guard let header = tree.scopes[scope].headerStart else { return [:] }
        var names: [String: Bool] = [:]
        for index in header..<tree.scopes[scope].open where tree.isKind(index, .identifier) && tree.isKind(index + 1, .colon) {
            let name = tree.name(index)
            guard names[name] == nil else { continue }
            var type = index + 2
            var isAutoclosure = false
            while tree.isKind(type, .attribute), !isAutoclosure {
                isAutoclosure = tree.text(type) == "@autoclosure"
                type += 1
            }
            names[name] = isAutoclosure
        }
        return names
    }

    /// Words that suggest a call ends or tears something down, matched at camel-case word starts
    /// (`sendEvent` is not `end`).
    static let endingWords = [
        "end", "finish", "stop", "complet", "expir", "invalidat", "abort", "clean", "teardown", "tear", "done",
        "terminat", "release", "close", "background", "timeout", "suspend", "pause", "shutdown", "exit",
    ]

    /// UIKit's own methods that are named like an end or that a view or controller calls on
    /// itself (`endEditing(true)`, `self.endRefreshing()`), by name and argument labels: none
    /// ends a background task, so, unresolved, they get no benefit of the doubt. Another
    /// signature is some other method (`endUpdates(for: id)`), still given it.
    static let uikitNonEnding: [String: [String?]] = [
        "endEditing": [nil], "endAppearanceTransition": [], "beginAppearanceTransition": [nil, "animated"],
        "endRefreshing": [], "beginRefreshing": [], "endUpdates": [], "beginUpdates": [],
        "endIgnoringInteractionEvents": [], "beginIgnoringInteractionEvents": [],
        "endReceivingRemoteControlEvents": [], "beginReceivingRemoteControlEvents": [],
        "stopAnimating": [], "startAnimating": [],
    ]

    /// Words that suggest an object holds a task (`lease.end()`, `backgroundTask.finish()`).
    static let taskHolderWords = ["task", "lease", "token", "assertion", "activity", "background"]

    /// Whether a camel-case word of `text` (starting at its first byte or at an upper-case
    /// letter) begins with one of `words` (lower case), compared byte by byte: this runs for
    /// every unresolved call, so no Foundation string search.
    static func containsWord(_ text: String, from words: [String]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for start in bytes.indices where start == 0 || (bytes[start] >= 0x41 && bytes[start] <= 0x5A) {
                for word in words where startsWith(bytes, at: start, word) { return true }
            }
            return false
        }
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: String) -> Bool {
        var index = start
        for expected in word.utf8 {
            guard index < bytes.count else { return false }
            var byte = bytes[index]
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            guard byte == expected else { return false }
            index += 1
        }
        return true
    }

    /// An unresolved call and the end of a task: a method called on `self` (or `super`) may end
    /// it (`unknown`); a bare call or a method of another object only when its name or its
    /// receiver says so (`finishUpload()`, `lease.end()`) — a logger's plumbing does not, nor
    /// do UIKit's own `endEditing(true)` and the like (`uikitNonEnding`).
    private func unresolvedEnding(of call: CallSite, named name: String) -> Ending {
        // A `BGTask`'s completion: it ends that task, never a UIKit background task.
        if name == "setTaskCompleted" { return .no }
        if CodeFacts.uikitNonEnding[name] == call.labels { return .no }
        let context = tree.scope(of: call.name)
        if let receiver = call.receiver.last {
            if receiver == "super" || isSelfAlias(receiver, around: context) { return .unknown }
        } else if let local = identifier(named: name, before: call.name, around: context), case .local(let home) = local.home {
            // An `@autoclosure` parameter is its caller's argument expression (`log("expired")`),
            // read where the caller wrote it; any other closure the code was handed
            // (`handler(…)`, `completion()`) makes it a wrapper.
            return local.isParameter && isAutoclosureParameter(name, of: home) ? .no : .unknown
        }
        if isFrameworkTeardown(call, named: name) { return .no }
        if CodeFacts.containsWord(name, from: CodeFacts.endingWords) { return .unknown }
        if call.receiver.contains(where: { CodeFacts.containsWord($0, from: CodeFacts.taskHolderWords) }) { return .unknown }
        return .no
    }

    /// Framework methods named like a teardown that stop something of the framework's and end
    /// no background task: handlers calling only these (`locationManager.stopUpdatingLocation()`,
    /// `timer?.invalidate()`) leave their task running. Unresolved calls only: a module's own
    /// method of the name is followed instead.
    private func isFrameworkTeardown(_ call: CallSite, named name: String) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosures.isEmpty else { return false }
        if CodeFacts.frameworkOnlyTeardowns.contains(name) { return true }
        // A generic name (`stop()`, `invalidate()`) only on a property the enclosing type declares
        // of a framework type that has it (`private var timer: Timer?`).
        guard let types = CodeFacts.frameworkTypeTeardowns[name], let receiver = call.receiver.last,
              call.receiver.count == 1 || call.receiver.count == 2 && isSelfAlias(call.receiver[0], around: tree.scope(of: call.name)),
              let typeName = tree.typeName(enclosing: tree.scope(of: call.name)),
              let declared = index.propertyTypes(of: typeName)?[receiver] else { return false }
        return types.contains(declared)
    }

    /// Teardown methods (no arguments) whose names only frameworks use.
    static let frameworkOnlyTeardowns: Set<String> = [
        "stopUpdatingLocation", "stopUpdatingHeading", "stopMonitoringSignificantLocationChanges", "stopMonitoringVisits",
        "finishTasksAndInvalidate", "closeFile", "stopDeviceMotionUpdates", "stopAccelerometerUpdates", "stopGyroUpdates",
        "stopMagnetometerUpdates",
    ]

    /// Teardown methods (no arguments) of generic names, with the framework types whose own they are.
    static let frameworkTypeTeardowns: [String: Set<String>] = [
        "invalidate": ["Timer", "CADisplayLink"],
        "stop": ["AVAudioPlayer", "AVAudioRecorder", "AVAudioEngine", "AVAudioPlayerNode"],
        "stopRunning": ["AVCaptureSession"],
        "close": ["InputStream", "OutputStream", "Stream", "FileHandle"],
    ]
}
