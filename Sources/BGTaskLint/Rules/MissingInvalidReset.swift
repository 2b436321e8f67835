/// After ending a task, the stored identifier goes back to `.invalid` (guide, point 3).
public struct MissingInvalidReset: Rule {
    public static let metadata = RuleMetadata(
        id: "missing-invalid-reset",
        severity: .warning,
        summary: "a stored task identifier is not reset to '.invalid' after 'endBackgroundTask(_:)'",
        rationale: """
            The guide: "Set the identifier to .invalid after endBackgroundTask, to prevent ending it twice." \
            A stale identifier is ended again by the next completion path or handler, which UIKit reports \
            as ending an unknown task, and makes `!= .invalid` checks lie.
            """,
        triggering: """
            final class Saver {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                }
            }
            """,
        passing: """
            final class Saver {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            Only identifiers the code can reset are checked: a `var` stored property of the enclosing \
            type, a local `var` (captured by a handler), or a file-scope `var`. Ending a `let` copy of a \
            stored `var` property or file-scope `var` (`let id = taskID`, `guard let id = taskID`, \
            `guard let taskID = taskID`, `if let taskID = self.taskID`, the shorthand `if let taskID`) asks for a reset of that variable after the copy is made, before \
            the end (copy-reset-end: `let id = taskID; taskID = .invalid; end(id)`) or after it. Ending \
            a parameter, a copy of anything else, another object's property, or an expression is left \
            alone (but for the weak-self spelling `self?.taskID ?? .invalid`, which ends the property: \
            the fallback names no task), as is ending in `deinit`, and ending the property (or a copy of \
            it) in its own `willSet`: the store that runs the observer is the reset. Any later assignment \
            of the identifier in the enclosing function (including a `defer`, nested closures and a tuple \
            assignment: `(token, startedAt) = (.invalid, nil)`) counts \
            as the reset, and so does a call of a helper that assigns it or whose name says it resets, or \
            of a method of its property wrapper's projection or storage (`$taskID.mutate { $0 = .invalid }`, \
            the way to store into an `@Atomic` property whose value has no setter); for a computed property \
            whose setter stores into one stored property (a lock-guarded `taskID` over `_taskID`), so does an \
            assignment of that storage. \
            A local ended for the last time is left alone: the end is in the body that declares it (not \
            in a loop, unless the local is declared inside that loop's body too; nor in a closure other \
            than one that runs once in place: `queue.sync { }`, `performAndWait { }`, \
            `autoreleasepool { }`, a wrapper named for it like `dispatchSyncOnMain { }`), nothing after \
            it uses the name (showing it in a log, its `rawValue` or itself interpolated alone, is no \
            use), and before \
            it only that body (such closures included) and expiration handlers read it (UIKit never \
            calls a handler once its task has ended; the name before its declaration, or past the block \
            declaring it, is another variable's); a closure that only assigns it \
            (`queue.sync { id = self.taskID }`) cannot see a reset. So is an end in an expiration \
            handler written in that body (or in a hop of it, `queue.async { }`, which runs once; its begin \
            call may be in a closure that runs once in place, `DispatchQueue.main.sync { id = begin { … } }`, \
            but not in a local closure called by name), when \
            nothing after it in the handler uses the name and \
            elsewhere only the body and handlers read it (a copy the body stores has been made by then). \
            A completion closure that also ends it, or a later check, keeps the warning, as does any use \
            by the body after an `await` of its own that follows the handler (`let value = await \
            job.value; if id != .invalid { end(id) }`): the handler may run during that wait. An end of a \
            handler's capture-list copy taken before the begin call's result was assigned \
            (`taskID = begin { [taskID] in end(taskID) }`) is left to `mismatched-task-identifier`: \
            the copy holds the previous identifier and cannot be reset. A private property that never \
            holds a task is left to `never-begun-task-identifier`.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let resets = Resets(context)
        let staleCopies = StaleCaptureCopies(context)
        let neverBegun = NeverBegunProperties(context.facts)
        // A property that never holds a task needs no reset: its end is `never-begun-task-identifier`'s.
        func holdsNoTask(_ identifier: TaskIdentifier) -> Bool {
            guard case .property(let typeName) = identifier.home else { return false }
            return neverBegun.holdsNoTask(identifier.name, of: typeName)
        }
        return context.endCalls.compactMap { call in
            guard !staleCopies.isEnded(by: call, context),
                  let ended = context.facts.identifier(in: call.arguments[0].value, at: call.name),
                  !resets.isInDeinit(context.tree.scope(of: call.name)) else { return nil }
            guard ended.isVariable, !ended.isParameter else {
                // A copy ended (`guard let id = taskID`, `let id = taskID`): the stored variable
                // it copies must be reset after the copy — before the end, as copy-reset-end does,
                // or after it.
                guard let copy = resets.storedVariable(copiedInto: ended, before: call),
                      !resets.isReset(copy.source.name, after: copy.position, site: copy.position),
                      !holdsNoTask(copy.source), !resets.isInObserver(of: copy.source, call) else { return nil }
                return context.diagnostic(
                    Self.metadata, at: call.name,
                    "'\(copy.source.name)' is not reset to '.invalid' after 'endBackgroundTask(_:)' ends its copy '\(ended.name)'; set it to '.invalid' (or nil) so the task cannot be ended twice")
            }
            guard !resets.isReset(ended.name, after: call), !resets.isLastUse(of: ended, endedBy: call),
                  !holdsNoTask(ended), !resets.isInObserver(of: ended, call) else { return nil }
            // A lock-guarded computed property: a reset of the stored property its setter fills
            // (`lock.withLock { _taskID = .invalid }`) is its reset.
            if let backing = context.facts.backingStore(of: ended), resets.isReset(backing.storage.name, after: call) {
                return nil
            }
            return context.diagnostic(
                Self.metadata, at: call.name,
                "'\(ended.name)' is not reset to '.invalid' after 'endBackgroundTask(_:)'; set it to '.invalid' so the task cannot be ended twice")
        }
    }
}

// MARK: - Resets after an end

/// Answers "is the identifier reset after this end call" for every end call of one file.
///
/// The file is indexed once (where each name is assigned, which `defer`s each body has) and the
/// calls of each declaration once (which reset what); an end call then binary-searches those
/// lists. Rescanning the rest of the body for every end call made bodies with many end calls,
/// and ends nested in many closures, quadratic.
private final class Resets {
    private let context: RuleContext
    private let tree: SyntaxTree
    /// Every `name = …` of the file that stores into a variable already there, by name, in
    /// token order: a declaration (`let name = …`, `guard let name = name`) makes a new one.
    /// Found (and kept for the module) on the first end call's question: most files end nothing.
    private lazy var assignments: [String: [Int]] = Resets.stores(in: context.facts.file, context.index).byName
    /// The `defer` blocks of the file, by the scope they are directly in.
    private let defersByParent: [Int: [Int]]
    /// The function or type declaration each scope is in (nil: file level), filled in on demand.
    private var declarationAround: [Int: Int?] = [:]
    /// Per callee, the names its body assigns when they are few (`fewStores` at most); nil for
    /// one with more, which is asked about each name instead (`FileStores`).
    private var assignedByDeclaration: [DeclarationRef: Set<String>?] = [:]
    private var callsByDeclaration: [Int: DeclarationCalls] = [:]
    /// `calleeStores(of:)`'s answers in this file, by what resolving the call reads.
    private var storesByCall: [ResolutionInputs: CalleeStores] = [:]
    private var resetInDefer: [DeferKey: Bool] = [:]
    /// Per type scope climbed from, the function around it (see `isInDeinit`).
    private var functionAroundType: [Int: Int?] = [:]

    private struct DeferKey: Hashable {
        var body: Int
        var name: String
    }

    init(_ context: RuleContext) {
        self.context = context
        tree = context.tree
        var defers: [Int: [Int]] = [:]
        for scope in tree.scopes.indices where tree.scopes[scope].kind == .block(.defer) {
            defers[tree.scopes[scope].parent, default: []].append(scope)
        }
        defersByParent = defers
    }

    /// Where each name is mentioned (not as a member after `.`), in token order: made only when a
    /// local's end lacks a reset, which is rare.
    private lazy var mentions: [String: [Int]] = {
        var mentions: [String: [Int]] = [:]
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier && !tree.isKind(index - 1, .period) {
            mentions[tree.name(index), default: []].append(index)
        }
        return mentions
    }()

    /// Every `await`, in token order: made only when a handler's end of a local lacks a reset.
    private lazy var awaits: [Int] = tree.tokens.indices.filter { tree.isWord($0, "await") }

    /// Whether `body` itself (not a closure in it) awaits between the two tokens. At most
    /// `inspectedMentions` awaits are looked at (then: no).
    private func suspends(_ body: Int, from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        for position in awaits.positions(in: start..<end).prefix(Resets.inspectedMentions)
        where context.facts.executableScope(of: position) == body {
            return true
        }
        return false
    }

    /// Above this many earlier mentions of a local, `isLastUse` does not look and the warning stays.
    private static let inspectedMentions = 64

    /// Whether this end is the last thing done with a local `var`: it is in the function or
    /// closure body that declares the local, not in a loop there; nothing after it uses the
    /// name; and before it only that body and expiration handlers do. A reset would be a dead
    /// store then: UIKit never calls a task's handler once the task has ended.
    func isLastUse(of identifier: TaskIdentifier, endedBy call: CallSite) -> Bool {
        guard case .local(let home) = identifier.home else { return false }
        let body = tree.executableScope(ofScope: home)
        // An end in `queue.sync { … }` runs once, right there: as if written around the closure.
        var endBody = context.facts.executableScope(of: call.name)
        var climbed = 0
        while endBody > body, climbed < Resets.inspectedMentions, runsOnceInPlace(endBody) {
            endBody = tree.executableScope(ofScope: tree.scopes[endBody].parent)
            climbed += 1
        }
        let handlers = context.facts.nestedHandlers
        // Or the end is in an expiration handler written in that body, or in a hop of it that
        // runs once (`queue.async { end(id) }`): UIKit calls a handler at most once, never after
        // its task has ended, and what the body does with the local (a copy stored elsewhere
        // included) has run by then.
        if endBody != body {
            while endBody > body, climbed < Resets.inspectedMentions, !handlers.contains(endBody),
                  runsOnceInPlace(endBody) || runsOnceLater(endBody) {
                endBody = tree.executableScope(ofScope: tree.scopes[endBody].parent)
                climbed += 1
            }
        }
        // The handler's begin call may itself be in a closure that runs once in place
        // (`DispatchQueue.main.sync { id = begin { end(id) } }`): as if written in the body.
        var handlerParent = endBody == body ? body : tree.executableScope(ofScope: tree.scopes[endBody].parent)
        while handlerParent > body, climbed < Resets.inspectedMentions, runsOnceInPlace(handlerParent) {
            handlerParent = tree.executableScope(ofScope: tree.scopes[handlerParent].parent)
            climbed += 1
        }
        let inHandler = endBody != body && handlers.contains(endBody) && handlerParent == body
        // A loop around the end may run it again on the same variable, unless the variable is
        // declared inside that loop too: each turn then ends a variable of its own.
        let declaration = declaringBinding(of: identifier, at: call)?.token
        guard endBody == body || inHandler, !isInLoop(call.name, below: declaration.map(tree.scope(of:)) ?? home)
        else { return false }
        // The local's mentions lie between its declaration and the end of the block declaring it:
        // those before or past it are other variables' (each `do { }` block binding an `id` of its own).
        // (Code swiftc rejects may end a local outside the block declaring it, which the binding
        // table, by executable scope, still finds: the whole body is then read, as for a local
        // declared in it.)
        let homeBody = tree.scopes[home].body
        let visibleFrom = max(homeBody.lowerBound, declaration ?? 0)
        let declaredIn = declaration.map { min(homeBody.upperBound, tree.scopes[tree.scope(of: $0)].body.upperBound) }
        var visible = visibleFrom..<max(visibleFrom, declaredIn ?? homeBody.upperBound)
        if call.start < visible.lowerBound || call.end > visible.upperBound { visible = homeBody }
        let mentioned = mentions[identifier.name, default: []]
        let lastReach = inHandler ? tree.scopes[endBody].body.upperBound : visible.upperBound
        // What follows the end may still read the value (to log it): a read cannot end it again.
        if mentioned.positions(in: call.end..<max(call.end, lastReach)).contains(where: { !isPlainRead($0) }) { return false }
        // Counted before they are read: a name mentioned thousands of times in one body is not
        // copied out for every end.
        let before = mentioned.positions(in: visible.lowerBound..<max(visible.lowerBound, call.start))
        let after = mentioned.positions(in: lastReach..<max(lastReach, visible.upperBound))
        guard before.count + after.count <= Resets.inspectedMentions else { return false }
        // In an async body the handler may run while the body waits (`await job.value`): what
        // the body does with the local after that wait (`if id != .invalid { end(id) }`) comes
        // after the handler's end, and may end the task again.
        if inHandler, let lastUse = after.last, suspends(body, from: lastReach, to: lastUse) { return false }
        return (before + after).allSatisfy { isInBodyOrHandler($0, body: body, handlers: handlers) }
    }

    /// Whether the mention only reads the identifier's value to show it, which cannot end a
    /// task: its `rawValue`, or the identifier interpolated alone into a string. (A comparison
    /// with `.invalid` after the end is what the reset is for: it stays a use.)
    private func isPlainRead(_ mention: Int) -> Bool {
        if tree.isKind(mention + 1, .period), tree.isWord(mention + 2, "rawValue") { return true }
        return tree.isKind(mention - 1, .interpolationOpen) && tree.isKind(mention + 1, .interpolationClose)
    }

    /// Whether token `mention` cannot see a reset after the end: it only stores into the local
    /// (`id = self.taskID`, wherever and whenever that runs), or it is in `body` (closures that run
    /// once in place, like `queue.sync { … }`, included), or in an expiration handler within it.
    /// The closures around it are climbed one by one (at most `inspectedMentions` of them).
    private func isInBodyOrHandler(_ mention: Int, body: Int, handlers: Set<Int>) -> Bool {
        if tree.isToken(mention + 1, .operator, "=") { return true }
        var closure = tree.executableScope(ofScope: tree.scope(of: mention))
        var runsInPlace = true // every closure climbed so far runs once, where it is written
        for _ in 0..<Resets.inspectedMentions {
            if closure == body { return runsInPlace }
            if handlers.contains(closure) { return true }
            runsInPlace = runsInPlace && runsOnceInPlace(closure)
            closure = tree.executableScope(ofScope: tree.scopes[closure].parent)
            guard closure >= body else { return false }
        }
        return false
    }

    /// Whether closure scope `scope` is the trailing closure of a call that runs it once before
    /// returning: `queue.sync { }`, `DispatchQueue.main.sync(flags: …) { }`,
    /// `context.performAndWait { }`, `autoreleasepool { }`, or an app's own wrapper named so
    /// (a camel-case word starting with `sync`: `dispatchSyncOnMain { }`, `synced(lock) { }`;
    /// never `async`). Taken at its word: a wrapper so named that ran it later, or many times,
    /// would only cost a warning.
    private func runsOnceInPlace(_ scope: Int) -> Bool {
        guard let name = tree.callee(takingClosure: scope) else { return false }
        return name == "performAndWait" || name == "autoreleasepool" || CodeFacts.containsWord(name, from: ["sync"])
    }

    /// Whether closure scope `scope` is the trailing closure of a hop, which runs it once, later
    /// (`CodeFacts.asyncHopNames`).
    private func runsOnceLater(_ scope: Int) -> Bool {
        tree.callee(takingClosure: scope).map(CodeFacts.asyncHopNames.contains) ?? false
    }

    /// The declaration of the local `identifier` that `call` ends (its braces are a loop's body
    /// when it is declared in one).
    private func declaringBinding(of identifier: TaskIdentifier, at call: CallSite) -> Binding? {
        context.index.bindings(in: context.facts.file)
            .binding(of: identifier.name, before: call.name, around: tree.scope(of: call.name), in: tree)
    }

    /// Whether the end is in the `willSet` of the very property it ends (`var taskID … { willSet {
    /// if let id = taskID { end(id) } } }`): the store that runs the observer replaces the value,
    /// and is the reset. At most `inspectedMentions` scopes are climbed.
    func isInObserver(of property: TaskIdentifier, _ call: CallSite) -> Bool {
        guard case .property = property.home else { return false }
        var scope = tree.scope(of: call.name)
        var accessor: Int? // the last function climbed through
        for _ in 0..<Resets.inspectedMentions {
            guard scope > 0 else { return false }
            let current = tree.scopes[scope]
            if let nameToken = tree.nameOfPropertyWithAccessors(scope) {
                guard let accessor, tree.isWord(tree.scopes[accessor].open - 1, .willSet) else { return false }
                return tree.name(nameToken).hasSameBytes(as: property.name)
            }
            if current.kind.isType { return false }
            if current.kind == .function { accessor = scope }
            scope = current.parent
        }
        return false
    }

    /// Whether a loop body lies between token `index` and scope `outer`. Blocks deeper than
    /// `inspectedMentions` count as a loop: the warning stays and no end call climbs far.
    private func isInLoop(_ index: Int, below outer: Int) -> Bool {
        var current = tree.scope(of: index)
        for _ in 0..<Resets.inspectedMentions {
            guard current > outer else { return false }
            if tree.scopes[current].kind == .block(.loop) { return true }
            current = tree.scopes[current].parent
        }
        return true
    }

    func isInDeinit(_ scope: Int) -> Bool {
        // No declaration around: no function either. A type nearer than any function (a type
        // declared in a function) is rare enough to climb past.
        guard let declaration = declaration(around: scope) else { return false }
        guard tree.scopes[declaration].kind == .function else {
            // Kept per scope: ends in thousands of types nested in one another each climbed them all.
            let tree = self.tree
            let function = climb(from: declaration, kept: &functionAroundType) { current in
                current < 0 ? .answer(nil) : tree.scopes[current].kind == .function ? .answer(current) : .up(tree.scopes[current].parent)
            }
            return function.map(isDeinit) ?? false
        }
        return isDeinit(declaration)
    }

    private func isDeinit(_ function: Int) -> Bool {
        tree.isWord(tree.scopes[function].headerStart ?? -1, .deinit)
    }

    /// An assignment of `name` after the end in the innermost function or closure around it
    /// (nested closures included), or in a `defer` of that body; or a later call of a helper that
    /// assigns it or whose name says it resets. A reset before the end, or in an enclosing
    /// function while the end waits in a completion closure, does not count.
    func isReset(_ name: String, after call: CallSite) -> Bool {
        isReset(name, after: call.end, site: call.name)
    }

    /// `isReset(_:after:)` from token `position` on, in the innermost function or closure
    /// around token `site`.
    func isReset(_ name: String, after position: Int, site: Int) -> Bool {
        let body = context.facts.executableScope(of: site)
        let end = body == 0 ? tree.tokens.count : tree.scopes[body].body.upperBound
        let assigned = assignments[name, default: []]
        if assigned.hasPosition(in: position..<end) { return true }
        // Whether a `defer` of the body assigns it does not depend on the end: asked once per
        // body and name (every end of a body of thousands of `defer`s asked each of them).
        let deferKey = DeferKey(body: body, name: name)
        let inDefer = resetInDefer[deferKey] ?? {
            let inDefer = isAssigned(assigned, inDefersOf: body)
            resetInDefer[deferKey] = inDefer
            return inDefer
        }()
        if inDefer { return true }
        // The calls `calls(in: body, from: position)` finds: those after it that the walk of
        // the declaration around the body makes (it skips the same nested declarations).
        let calls = resettingCalls(runBy: declaration(around: body) ?? 0)
        let later = position..<tree.scopes[body].body.upperBound
        if callsWrapperStore(of: name, in: later) { return true }
        if calls.byName.hasPosition(in: later) || calls.assigning[name, default: []].hasPosition(in: later) { return true }
        return calls.storingMuch.contains { callees, positions in
            positions.hasPosition(in: later) && callees.assigns(name, context.index)
        }
    }

    /// Whether a method of the property wrapper's projection or storage is called in `range`
    /// (`$taskID.mutate { $0 = .invalid }`, `_taskID.set(.invalid)`): the wrapper's own way to store
    /// (an `@Atomic` wrapper's value has no setter), taken as the reset. A name spelt so more
    /// than `inspectedMentions` times is taken as stored, unread.
    private func callsWrapperStore(of name: String, in range: Range<Int>) -> Bool {
        ["$" + name, "_" + name].contains { spelling in
            guard let mentions = tree.identifiers(spelling: spelling, atMost: Resets.inspectedMentions) else { return true }
            return mentions.contains { range.contains($0) && tree.isKind($0 + 1, .period) && tree.call(at: $0 + 2) != nil }
        }
    }

    /// Whether one of `assigned` (ascending positions) lies in the body of a `defer` of `body`.
    /// Whichever is fewer is walked: the defers (a binary search each), or the positions between
    /// the first defer and the last (a binary search each among the defers, siblings in source
    /// order, so only the last opening before a position can hold it). Walking the defers for
    /// each name asked made thousands of ends of distinct names after thousands of `defer`s
    /// quadratic.
    private func isAssigned(_ assigned: [Int], inDefersOf body: Int) -> Bool {
        let defers = defersByParent[body, default: []]
        guard let first = defers.first, let last = defers.last, !assigned.isEmpty else { return false }
        let positions = assigned.positions(in: tree.scopes[first].open..<tree.scopes[last].close)
        guard positions.count < defers.count else {
            return defers.contains { assigned.hasPosition(in: tree.scopes[$0].body) }
        }
        return positions.contains { position in
            var low = 0, high = defers.count
            while low < high {
                let middle = (low + high) / 2
                if tree.scopes[defers[middle]].open <= position { low = middle + 1 } else { high = middle }
            }
            return low > 0 && tree.scopes[defers[low - 1]].body.contains(position)
        }
    }

    /// The stored `var` (a property or a file-scope variable) that the `let` or `if`/`guard let`
    /// binding `copy` copies, and where the copy is made: the last `let copy = source` (or the
    /// shorthand `guard let source`) before `call` in the same function or closure. Nil when the
    /// copy holds anything else (an expression, a parameter, a local).
    func storedVariable(copiedInto copy: TaskIdentifier, before call: CallSite) -> (source: TaskIdentifier, position: Int)? {
        guard case .local(let home) = copy.home else { return nil }
        let body = tree.executableScope(ofScope: home)
        let homeBody = body == 0 ? 0..<tree.tokens.count : tree.scopes[body].body
        let bound = bindings[copy.name, default: []].positions(in: homeBody.lowerBound..<call.start)
        guard let binding = bound.last, tree.executableScope(ofScope: tree.scope(of: binding)) == body else { return nil }
        // Where the binding's clause ends: the end of its line, or a `,`, `{`, `;` or `else`.
        func clauseEnd(from start: Int) -> Int {
            var end = start
            while end < call.start, end < start + 24, !tree.tokens[end].newlineBefore || end == start,
                  !tree.isKind(end, .comma), !tree.isKind(end, .leftBrace), !tree.isKind(end, .semicolon),
                  !tree.isWord(end, .else) {
                end += 1
            }
            return end
        }
        let clause = (binding + 1)..<clauseEnd(from: binding + 1)
        let value: Range<Int>
        if let equals = clause.first(where: { tree.isToken($0, .operator, "=") }) {
            value = (equals + 1)..<clause.upperBound // `let copy = source`, `let copy: Type = source`
        } else if clause.isEmpty {
            value = binding..<(binding + 1) // `guard let source else`: the shorthand copies `source`
        } else {
            return nil
        }
        guard !value.isEmpty, let source = context.facts.identifier(in: value, at: binding),
              source.isVariable, !source.isParameter else { return nil }
        switch source.home {
        case .property, .global: return (source, binding)
        case .local: return nil
        }
    }

    /// The tokens naming a new `let` binding (`let name`, `guard let name`, `if let name`), by
    /// name, in token order: made once, when the first copy is ended.
    private lazy var bindings: [String: [Int]] = {
        var bindings: [String: [Int]] = [:]
        for index in tree.tokens.indices.dropFirst() where tree.tokens[index].kind == .identifier && tree.isWord(index - 1, .let) {
            bindings[tree.name(index), default: []].append(index)
        }
        return bindings
    }()

    /// The calls of a function or type body (or the file, scope 0) that may reset, in token order.
    private func resettingCalls(runBy declaration: Int) -> DeclarationCalls {
        if let known = callsByDeclaration[declaration] { return known }
        var calls = DeclarationCalls()
        var storingMuch: [ObjectIdentifier: (callees: CalleeStores, calls: [Int])] = [:]
        for call in context.facts.calls(in: declaration) {
            if Self.soundsLikeReset(tree.name(call.name)) { calls.byName.append(call.name) }
            let stores = calleeStores(of: call)
            for name in stores.names { calls.assigning[name, default: []].append(call.name) }
            if !stores.storingMuch.isEmpty {
                storingMuch[ObjectIdentifier(stores), default: (stores, [])].calls.append(call.name)
            }
        }
        calls.storingMuch = Array(storingMuch.values)
        callsByDeclaration[declaration] = calls
        return calls
    }

    /// Whether a callee's name says it resets (`resetTask`, `invalidateTimer`, `clearState`), in
    /// any case. Compared as bytes: a substring search over `String` cost tens of thousands of
    /// instructions a call, in a pass over every call of a declaration.
    static func soundsLikeReset(_ name: String) -> Bool {
        let name = Array(name.lowercased().utf8)
        return Resets.resetWords.contains { word in
            name.count >= word.count && (0...name.count - word.count).contains { name[$0..<$0 + word.count].elementsEqual(word) }
        }
    }

    private static let resetWords = ["reset", "invalidat", "clear"].map { Array($0.utf8) }

    /// The innermost function or type declaration around `scope` (itself included). Answers are
    /// shared along the climb, so deeply nested closures do not each climb to the top.
    private func declaration(around scope: Int) -> Int? {
        var climbed: [Int] = []
        var current = scope
        var found: Int?
        while current >= 0 {
            if let known = declarationAround[current] { found = known; break }
            switch tree.scopes[current].kind {
            case .function, .type: found = current
            default: break
            }
            if found != nil { break }
            climbed.append(current)
            current = tree.scopes[current].parent
        }
        for scope in climbed { declarationAround[scope] = found }
        return found
    }

    /// Names a declaration's body assigns (`name = …`).
    /// `name = …` storing into a variable already there. A declaration (`let name = …`,
    /// `guard let taskID = taskID`, which copies the property it shadows) makes a new one and
    /// resets nothing.
    @inline(__always) fileprivate static func isStore(at index: Int, in tree: SyntaxTree) -> Bool {
        tree.tokens[index].kind == .identifier && tree.isToken(index + 1, .operator, "=")
            && !tree.isWord(index - 1, .let) && !tree.isWord(index - 1, .var)
    }

    /// What the functions `call` may resolve to assign. A call on `self` (or on nothing) in a
    /// type with methods of its name, or a bare call of the module's free functions, resolves
    /// alike from every file (`ResolutionInputs.moduleKey`), so its answer is worked out once for
    /// the module: n files each calling one of n same-named nested types' `note()` read every
    /// `note` body once per file (4,096 files: 5 s). Kept per file too, by what the call's
    /// resolution reads: other calls are worked out afresh by `shared`.
    private func calleeStores(of call: CallSite) -> CalleeStores {
        let inputs = ResolutionInputs(call, in: context.facts)
        if let known = storesByCall[inputs] { return known }
        let found = context.index.shared("reset-assigns", for: inputs) { () -> CalleeStores in
            var names: Set<String> = []
            var storingMuch: [DeclarationRef] = []
            for declaration in self.context.facts.resolve(call, allowUniqueByName: false) {
                if let assigned = self.assignedNames(by: declaration.ref) {
                    names.formUnion(assigned)
                } else {
                    storingMuch.append(declaration.ref)
                }
            }
            return CalleeStores(names: names, storingMuch: storingMuch)
        }
        storesByCall[inputs] = found
        return found
    }

    /// A callee's body assigning more names than this is asked about each name (a binary search
    /// of its file's stores), not listed: a body nests every local function declared in it, and
    /// listing the names of thousands of nested helpers (or of one helper assigning thousands,
    /// called thousands of times) for each caller was quadratic in time and memory.
    private static let fewStores = 32

    /// The names the callee's body (nested declarations included) assigns; nil when more than
    /// `fewStores` stores are there.
    private func assignedNames(by ref: DeclarationRef) -> Set<String>? {
        if let known = assignedByDeclaration[ref] { return known }
        let tree = context.index.tree(ref)
        let stores = Resets.stores(in: ref.file, context.index).positions.positions(in: tree.scopes[ref.scope].body)
        let names = stores.count > Resets.fewStores ? nil : Set(stores.map { tree.name($0) })
        assignedByDeclaration[ref] = names
        return names
    }

    /// A file's stores (`isStore`), found once for the module.
    fileprivate static func stores(in file: Int, _ index: ModuleIndex) -> FileStores {
        index.shared("reset-stores:\(file)") { FileStores(index.tree(file)) }
    }
}

/// Every `name = …` of a file that stores into a variable already there (`Resets.isStore`), and
/// every name a tuple assignment stores into (`(token, startedAt) = (.invalid, nil)`), in token
/// order, and by name.
private struct FileStores {
    let positions: [Int]
    let byName: [String: [Int]]

    init(_ tree: SyntaxTree) {
        var positions: [Int] = []
        var byName: [String: [Int]] = [:]
        let tokens = tree.tokens
        let inTuples = Self.tupleTargets(tree)
        for index in tokens.indices
        where tokens[index].kind == .identifier && index + 1 < tokens.count
            && (tokens[index + 1].kind == .operator && Resets.isStore(at: index, in: tree) || inTuples.contains(index)) {
            positions.append(index)
            byName[tree.name(index), default: []].append(index)
        }
        self.positions = positions
        self.byName = byName
    }

    /// The names a tuple assignment stores into, each the last token of an element of the tuple
    /// before the `=` (`token` and `startedAt` in `(self.token, startedAt) = …`). Not a call's
    /// arguments (`f(a, b) = …` is no Swift), nor a declaration's (`let (a, b) = …`) or a
    /// pattern's (`case (a, b) = …`). Each tuple's tokens are read once.
    private static func tupleTargets(_ tree: SyntaxTree) -> Set<Int> {
        var found: Set<Int> = []
        let tokens = tree.tokens
        for close in tokens.indices where tokens[close].kind == .rightParen && tree.isToken(close + 1, .operator, "=") {
            guard let open = tree.match(close), open < close else { continue }
            let before = open - 1
            if before >= 0, !tokens[open].newlineBefore,
               tokens[before].kind == .identifier || tokens[before].kind == .keyword || tokens[before].kind == .rightParen
                || tokens[before].kind == .rightBracket || tokens[before].kind == .operator || tokens[before].kind == .attribute {
                continue
            }
            var element = open + 1
            while element < close {
                if let nested = tree.match(element), nested > element { // a nested group: not a name stored
                    element = nested + 1
                    continue
                }
                if tokens[element].kind == .identifier, tree.isKind(element + 1, .comma) || element + 1 == close {
                    found.insert(element)
                }
                element += 1
            }
        }
        return found
    }
}

/// What the functions a call may resolve to assign: the names of those assigning few (listed),
/// and those assigning more (`Resets.fewStores`), each asked about a name once for the module.
private final class CalleeStores: @unchecked Sendable {
    let names: Set<String>
    let storingMuch: [DeclarationRef]
    private let answers = Memo<String, Bool>()

    init(names: Set<String>, storingMuch: [DeclarationRef]) {
        self.names = names
        self.storingMuch = storingMuch
    }

    /// Whether one of `storingMuch` assigns `name` in its body.
    func assigns(_ name: String, _ index: ModuleIndex) -> Bool {
        answers.value(for: name) {
            storingMuch.contains { ref in
                let body = index.tree(ref).scopes[ref.scope].body
                return Resets.stores(in: ref.file, index).byName[name]?.hasPosition(in: body) ?? false
            }
        }
    }
}

/// The calls of one declaration's body that may reset an identifier, each list in token order.
private struct DeclarationCalls {
    /// Calls whose name says they reset (`reset()`, `invalidateTask()`, `clearTask()`).
    var byName: [Int] = []
    /// Calls of helpers that assign the name, by name (helpers assigning few names).
    var assigning: [String: [Int]] = [:]
    /// The callees of calls reaching helpers that assign many names, each with those calls.
    var storingMuch: [(callees: CalleeStores, calls: [Int])] = []
}
