/// The names that carry a `BGTask` through one body the completion check walks: the launch
/// handler's parameter, the parameters of a helper that are handed the task, and locals bound
/// to one of them (`guard let task = task as? BGAppRefreshTask`). Code the analyzer cannot see
/// into earns the benefit of the doubt only when one of these reaches it: a nested closure's own
/// parameter (`items.forEach { $0.refresh() }`) or a helper's `days: Int` never held the task.
struct TaskCarriers {
    /// The function or closure whose parameters (some of them) carry the task.
    let body: Int
    /// Grown only by `withBoundLocals`, on a carrier of its own that never asks for `held`.
    private(set) var names: Set<String>
    /// The identifier tokens of `body` that are the task (`holds`), ascending: found on the first
    /// question, so each asks two binary searches, not every token of its range. Testing each
    /// spelling of a range instead cost every rebound one (`f({ task in … }, f({ task in … }, …))`:
    /// calls nested in one another's arguments each tested all the closures inside them,
    /// quadratic). Only the body is read, and not the closures in it that hold no task
    /// (`closureHoldingNoTask`): the file's every mention, listed for each of thousands of launch
    /// handlers, was quadratic, and so was each launch handler reading those nested in it.
    private let held = LazyValue<[Int]>()

    static let none = TaskCarriers(body: 0, names: [])

    private init(body: Int, names: Set<String>) {
        self.body = body
        self.names = names
    }

    /// `names`, parameters of `body`, and the locals of `body` bound to one of them.
    init(body: Int, names: Set<String>, in facts: CodeFacts) {
        self.init(body: body, names: names)
        guard !names.isEmpty else { return }
        self = TaskCarriers(body: body, names: withBoundLocals(in: facts))
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
        guard names.contains(name) else { return false }
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

    /// Every identifier of `body` that is the task, ascending.
    private func allHeldTokens(of facts: CodeFacts) -> [Int] {
        let tree = facts.tree
        let bodyTokens = tree.scopes[body].body
        // Names are compared only for identifiers as long as one of them (or two longer: backticks).
        let lengths = Set(names.flatMap { [$0.utf8.count, $0.utf8.count + 2] })
        var found: [Int] = []
        var token = bodyTokens.lowerBound
        while token < bodyTokens.upperBound {
            if let closure = closureHoldingNoTask(openedBy: token, in: facts) {
                token = max(token + 1, tree.scopes[closure].close + 1)
                continue
            }
            if tree.tokens[token].kind == .identifier, lengths.contains(tree.tokens[token].range.count),
               names.contains(tree.name(token)), holds(token, in: facts) {
                found.append(token)
            }
            token += 1
        }
        return found
    }

    /// The closure opened at `token`, when nothing inside it is the task (`holdsNoTask`), nor is
    /// its `{` or `}`: a reader looking for the task may skip it whole.
    func closureHoldingNoTask(openedBy token: Int, in facts: CodeFacts) -> Int? {
        guard facts.tree.tokens[token].kind == .leftBrace, let closure = facts.tree.scope(openedBy: token),
              holdsNoTask(closure, in: facts) else { return nil }
        return closure
    }

    /// Whether `scope` is a closure in which no name is the task: one declaring every carrier as
    /// its own parameter (`{ task in … }` in a launch handler taking `task`), or one spelling no
    /// carrier at all (`{ t2 in … }` in a launch handler taking `t1`, which never names `t1`).
    /// Every launch handler around one of the second kind read it again: n nested in one
    /// another, each naming its task its own way, cost Σ(n − k) levels, O(n²).
    func holdsNoTask(_ scope: Int, in facts: CodeFacts) -> Bool {
        rebindsAll(scope, in: facts.tree) || facts.tree.scopes[scope].kind == .closure && !spellsAny(in: scope, of: facts)
    }

    /// Whether a token of the scope (its braces included) may be named like a carrier: an
    /// identifier spelling one (a binary search per name in the file's list of its spellings).
    /// A carrier named like a reserved word (`` `default` ``) counts as spelled everywhere: a
    /// receiver chain takes the keyword in `default.setTaskCompleted(…)` for the task.
    private func spellsAny(in scope: Int, of facts: CodeFacts) -> Bool {
        let tokens = facts.tree.scopes[scope].open..<(facts.tree.scopes[scope].close + 1)
        return names.contains { name in
            Self.reservedWords.contains(name) || facts.identifiers(spelling: name).hasPosition(in: tokens)
        }
    }

    /// The spellings the lexer makes keywords, never identifiers.
    private static let reservedWords = Set(Keywords.spellings.filter { $0.1.isReserved }.map(\.0))

    /// Whether `scope` is a closure declaring every carrier's name as its own parameter (a
    /// shorthand argument, `$0`, always names the innermost closure's).
    func rebindsAll(_ scope: Int, in tree: SyntaxTree) -> Bool {
        guard tree.scopes[scope].kind == .closure else { return false }
        let declared = tree.closureSignature(brace: tree.scopes[scope].open).parameterNames
        return names.allSatisfy { CodeFacts.isShorthandArgument($0) || declared.contains($0) }
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
    /// A closure in which no name found so far is the task is skipped (`holdsNoTask`: it rebinds
    /// them all, or spells none of them): no value inside it is the task (nor is its `}`), so none
    /// of its locals is bound to it (a local bound there would first need a name found before it),
    /// and each of n launch handlers nested in one another reads its own level, not all those
    /// below it (O(n²)).
    private func withBoundLocals(in facts: CodeFacts) -> Set<String> {
        let tree = facts.tree
        var found = TaskCarriers(body: body, names: names)
        let range = tree.scopes[body].body
        var token = range.lowerBound
        while token < range.upperBound {
            if let closure = found.closureHoldingNoTask(openedBy: token, in: facts) {
                token = max(token + 1, tree.scopes[closure].close + 1)
                continue
            }
            defer { token += 1 }
            guard tree.isWord(token, .let) || tree.isWord(token, .var) else { continue }
            let bound = token + 1, value = token + 3
            guard value + 1 < range.upperBound, tree.isKind(bound, .identifier), tree.isToken(bound + 1, .operator, "="),
                  !tree.isKind(value + 1, .period), !tree.isKind(value + 1, .leftParen),
                  found.holds(value, in: facts) else { continue }
            // In place: a new set for each copy found (`let t2 = t1`, `let t3 = t2`, …) copied
            // every name found before, O(n²) for a chain of n copies.
            found.names.insert(tree.name(bound))
        }
        return found.names
    }
}
