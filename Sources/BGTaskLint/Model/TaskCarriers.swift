/// The names that carry a `BGTask` through one body the completion check walks: the launch
/// handler's parameter, the parameters of a helper that are handed the task, and locals bound
/// to one of them (`guard let task = task as? BGAppRefreshTask`). Code the analyzer cannot see
/// into earns the benefit of the doubt only when one of these reaches it: a nested closure's own
/// parameter (`items.forEach { $0.refresh() }`) or a helper's `days: Int` never held the task.
struct TaskCarriers {
    /// The function or closure whose parameters (some of them) carry the task.
    let body: Int
    /// The carriers' names: those given, and the locals bound to one of them.
    var names: Set<String> { filed.all }
    /// The identifier tokens of `body` that are the task (`holds`), ascending: found on the first
    /// question, so each asks two binary searches, not every token of its range. Testing each
    /// spelling of a range instead cost every rebound one (`f({ task in … }, f({ task in … }, …))`:
    /// calls nested in one another's arguments each tested all the closures inside them,
    /// quadratic). Only the uses of the names in the body are read, and not those in the closures
    /// in it that hold no task (`holdsNoTask`): the file's every mention, listed for each
    /// of thousands of launch handlers, was quadratic, and so was each launch handler reading
    /// those nested in it.
    private let held = LazyValue<[Int]>()
    /// The names, filed in the order found to judge a closure without trying each (`holdsNoTask`).
    private let filed: CarrierNames

    static let none = TaskCarriers(body: 0, filed: CarrierNames())

    private init(body: Int, filed: CarrierNames) {
        self.body = body
        self.filed = filed
    }

    /// `names`, parameters of `body`, and the locals of `body` bound to one of them.
    init(body: Int, names: Set<String>, in facts: CodeFacts) {
        self.init(body: body, filed: CarrierNames())
        guard !names.isEmpty else { return }
        self = TaskCarriers(body: body, filed: withBoundLocals(startingFrom: names, in: facts))
    }

    /// All the parameters of `body`: a launch handler's task (`{ task in`, `$0` in a closure
    /// naming none, a referenced function's parameter).
    static func parameters(of body: Int, in facts: CodeFacts) -> TaskCarriers {
        let tree = facts.tree
        let scope = tree.scopes[body]
        var names: [String] = []
        switch scope.kind {
        case .closure:
            names = tree.closureSignature(brace: scope.open).parameterNames
            if names.isEmpty { names = ["$0"] }
        case .function:
            names = scope.headerStart.map { tree.functionSignature(headerStart: $0, body: scope.open).parameterNames } ?? []
        default:
            break
        }
        return TaskCarriers(body: body, names: Set(names), in: facts)
    }

    /// Whether the identifier at `token` is the task.
    func holds(_ token: Int, in facts: CodeFacts) -> Bool {
        guard !names.isEmpty, facts.tree.isKind(token, .identifier) else { return false }
        return holds(facts.tree.name(token), at: facts.tree.scope(of: token), in: facts)
    }

    /// Whether `name`, used in `scope`, is the task: a carrier's name that no closure between
    /// the use and `body` declares as its own parameter (a shorthand argument always names the
    /// innermost closure's). One table lookup, however deep the closures nest.
    func holds(_ name: String, at scope: Int, in facts: CodeFacts) -> Bool {
        names.contains(name) && namesBodys(name, at: scope, in: facts)
    }

    /// Whether `name`, used in `scope`, still names what it names in `body`: no closure between
    /// the use and `body` declares it as its own parameter (a shorthand argument always names
    /// the innermost closure's).
    private func namesBodys(_ name: String, at scope: Int, in facts: CodeFacts) -> Bool {
        if CodeFacts.isShorthandArgument(name) { return facts.tree.executableScope(ofScope: scope) == body }
        return !facts.index.parameters(in: facts.file).isRebound(name, inside: body, around: scope, in: facts.tree)
    }

    /// Whether any identifier in `range` is the task.
    func holdsAny(of range: Range<Int>, in facts: CodeFacts) -> Bool {
        !heldTokens(in: range, of: facts).isEmpty
    }

    /// The identifiers in `range` that are the task, ascending.
    func heldTokens(in range: Range<Int>, of facts: CodeFacts) -> ArraySlice<Int> {
        guard !names.isEmpty else { return [] }
        let bodyTokens = facts.tree.scopes[body].body
        // A range outside the body (which no caller asks about today) is read token by token.
        guard bodyTokens.lowerBound <= range.lowerBound, range.upperBound <= bodyTokens.upperBound else {
            return ArraySlice(range.filter { holds($0, in: facts) })
        }
        return held.value { allHeldTokens(of: facts) }.positions(in: range)
    }

    /// Every identifier of `body` that is the task, ascending: the uses of each carrier's name,
    /// looked up by name (`identifierTokensByName`), less those a reader skipping the closures
    /// that hold no task never reaches (jumped past whole, as that reader does: n launch
    /// handlers nested in one another, all taking `task`, each read only its own level).
    /// Reading the whole body instead cost every question its body: n launch handlers each
    /// handing the task to another of a helper's n parameters, all named in its body, read it
    /// n times (4,096: 15 s).
    private func allHeldTokens(of facts: CodeFacts) -> [Int] {
        let tree = facts.tree
        let bodyTokens = tree.scopes[body].body
        // Names are compared only for identifiers as long as one of them (or two longer: backticks).
        let lengths = Set(names.flatMap { [$0.utf8.count, $0.utf8.count + 2] })
        let uses = facts.identifierTokensByName()
        var skipped = SkippedScopes(body: body)
        var found: [Int] = []
        for name in names {
            guard let tokens = uses[name] else { continue }
            var next = tokens.firstIndex(notBelow: bodyTokens.lowerBound)
            while next < tokens.count, tokens[next] < bodyTokens.upperBound {
                let token = tokens[next]
                if let closure = skipped.outermostSkipped(around: tree.scope(of: token), in: tree, { holdsNoTask($0, in: facts) }) {
                    next = tokens.firstIndex(notBelow: tree.scopes[closure].close + 1, from: next + 1)
                    continue
                }
                // Listed under `name`, a carrier's: whether the use is still `body`'s is left to ask.
                if lengths.contains(tree.tokens[token].range.count), namesBodys(name, at: tree.scope(of: token), in: facts) {
                    found.append(token)
                }
                next += 1
            }
        }
        return found.sorted()
    }

    /// Whether `scope` is a closure in which no name is the task: one declaring every carrier as
    /// its own parameter (`{ task in … }` in a launch handler taking `task`), or one spelling no
    /// carrier at all (`{ t2 in … }` in a launch handler taking `t1`, which never names `t1`).
    /// Every launch handler around one of the second kind read it again: n nested in one
    /// another, each naming its task its own way, cost Σ(n − k) levels, O(n²).
    func holdsNoTask(_ scope: Int, in facts: CodeFacts) -> Bool {
        filed.holdsNoTask(scope, amongFirst: filed.count, in: facts)
    }

    /// The closures in `body` in which no name is the task (`holdsNoTask`), the outermost of
    /// each nest, found where `calls(in:)` finds calls: through blocks and other closures, not
    /// into nested functions or types. No call in one is handed the task or called on it.
    func closuresHoldingNoTask(in facts: CodeFacts) -> [Int] {
        facts.closures(in: body) { holdsNoTask($0, in: facts) }
    }

    /// The names and the locals bound to one of them, cast or not (`let refresh = task as!
    /// BGAppRefreshTask`), in source order, so a local bound to such a local counts too. A member
    /// of it (`let id = task.identifier`) or a call on it is not the task.
    ///
    /// The bindings are found from the uses of the names found so far (`identifierTokensByName`),
    /// in source order: a use of a name is a binding's value when `let name =` or `var name =`
    /// comes right before it. A reader of the body token by token, skipping the closures in which
    /// no name found so far is the task (`holdsNoTask`: they rebind them all, or spell none of
    /// them), finds the same bindings: no use it skips counts (`SkippedScopes`). Reading the
    /// body cost each question all of it, however few of its uses the names have.
    ///
    /// Returns them filed in the order found (`CarrierNames`).
    private func withBoundLocals(startingFrom names: Set<String>, in facts: CodeFacts) -> CarrierNames {
        let tree = facts.tree
        let range = tree.scopes[body].body
        let uses = facts.identifierTokensByName()
        // The names found, in the order found, and the `let` or `var` binding each
        // (`range.lowerBound - 1`: given): ascending, since the values come in source order.
        var filed = CarrierNames()
        var introducers: [Int] = []
        var values = MergedUses()
        // A use can be a binding's value only three tokens after its `let` and before the
        // body's last token, and counts only after the binding of its name. A name found
        // before (equal as a Swift string) has its uses queued already.
        func add(_ name: String, boundAt introducer: Int) {
            guard filed.insert(name) else { return }
            introducers.append(introducer)
            let first = max(introducer + 4, range.lowerBound + 3)
            if let tokens = uses[name] { values.add(tokens, in: first..<max(first, range.upperBound - 1)) }
        }
        for name in names { add(name, boundAt: range.lowerBound - 1) }
        // Whether a closure is skipped is judged with the names bound before it opens, as the
        // reader judges it on reaching its `{`: every binding before it has its value before it
        // too, so it is known by the time a use inside comes up. Those names are the first ones
        // filed (a binary search for how many), not a set made for each closure: n bindings,
        // each followed by a closure, made n sets of up to n names.
        var skipped = SkippedScopes(body: body)
        let skips = { (closure: Int) -> Bool in
            let before = introducers.firstIndex(notBelow: tree.scopes[closure].open)
            return filed.holdsNoTask(closure, amongFirst: before, in: facts)
        }
        while let (value, list) = values.popFirst() {
            // A use in a skipped closure: so are the others of its name up to the closure's end.
            if let closure = skipped.outermostSkipped(around: tree.scope(of: value), in: tree, skips) {
                values.resume(list, from: tree.scopes[closure].close + 1)
                continue
            }
            values.resume(list, from: value + 1)
            let introducer = value - 3, bound = value - 2
            guard tree.isWord(introducer, .let) || tree.isWord(introducer, .var), tree.isKind(bound, .identifier),
                  tree.isToken(value - 1, .operator, "="), !tree.isKind(value + 1, .period),
                  !tree.isKind(value + 1, .leftParen) else { continue }
            // The value's name is a carrier (its uses were queued as one's); left to ask is
            // whether this use of it is still `body`'s.
            guard namesBodys(tree.name(value), at: tree.scope(of: value), in: facts) else { continue }
            add(tree.name(bound), boundAt: introducer)
        }
        return filed
    }
}

/// The scopes of a body a reader looking for the task skips: those inside a closure it skips
/// whole (the outermost it meets, judged by `skips`). Each scope is judged once, from the
/// nearest one judged before it, so the uses of a name deep in nested closures cost each scope
/// on the way up once, not once per use.
private struct SkippedScopes {
    let body: Int
    /// For each scope judged, the outermost skipped closure at or around it (-1: none).
    private var known: [Int: Int] = [:]

    init(body: Int) {
        self.body = body
    }

    /// The outermost closure at or around `scope` (`body` or nested in it), short of `body`,
    /// that `skips` is true for, if any.
    mutating func outermostSkipped(around scope: Int, in tree: SyntaxTree, _ skips: (Int) -> Bool) -> Int? {
        var unjudged: [Int] = []
        var current = scope
        while current != body, current > 0, known[current] == nil {
            unjudged.append(current)
            current = tree.scopes[current].parent
        }
        var skipped = current == body || current <= 0 ? -1 : known[current]!
        // Outermost first: a closure inside a skipped one is never reached, so never judged.
        for inner in unjudged.reversed() {
            if skipped < 0, tree.scopes[inner].kind == .closure, skips(inner) { skipped = inner }
            known[inner] = skipped
        }
        return skipped < 0 ? nil : skipped
    }
}

/// The uses of several names, ascending each, read as one list in source order: each name's
/// list has a cursor, and the cursors wait in a min-heap by the use they point at. A reader
/// may move a cursor past a run of uses it skips (those inside a closure) in one step.
private struct MergedUses {
    private var lists: [(tokens: [Int], next: Int, end: Int)] = []
    /// The lists whose cursor is not taken out, by the use each points at.
    private var heap: [(position: Int, list: Int)] = []

    /// Adds the uses of `tokens` lying in `range`.
    mutating func add(_ tokens: [Int], in range: Range<Int>) {
        lists.append((tokens, tokens.firstIndex(notBelow: range.lowerBound), tokens.firstIndex(notBelow: range.upperBound)))
        push(lists.count - 1)
    }

    /// The first use not yet read, and its list, whose cursor stays out until `resume`d.
    mutating func popFirst() -> (position: Int, list: Int)? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left].position < heap[smallest].position { smallest = left }
                if right < heap.count, heap[right].position < heap[smallest].position { smallest = right }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }

    /// Puts the cursor of `list` back, at its first use at or after `position`.
    mutating func resume(_ list: Int, from position: Int) {
        lists[list].next = min(lists[list].tokens.firstIndex(notBelow: position, from: lists[list].next), lists[list].end)
        push(list)
    }

    private mutating func push(_ list: Int) {
        guard lists[list].next < lists[list].end else { return }
        heap.append((lists[list].tokens[lists[list].next], list))
        var child = heap.count - 1
        while child > 0, heap[(child - 1) / 2].position > heap[child].position {
            heap.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }
}

extension CodeFacts {
    /// The file's identifier tokens by name (backticks stripped), each list ascending: filed
    /// once per file for the run, so a question about a few names reads only their uses. Names
    /// equal as Swift strings share a list, as they share an entry of a `Set<String>`.
    func identifierTokensByName() -> [String: [Int]] {
        index.shared("identifier-tokens-by-name:\(file)") {
            var byName: [String: [Int]] = [:]
            for token in tree.tokens.indices where tree.tokens[token].kind == .identifier {
                byName[tree.name(token), default: []].append(token)
            }
            return byName
        }
    }
}
