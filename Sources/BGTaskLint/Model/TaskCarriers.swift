/// The names that carry a `BGTask` through one body the completion check walks: the launch
/// handler's parameter, the parameters of a helper that are handed the task, and locals bound
/// to one of them (`guard let task = task as? BGAppRefreshTask`). Code the analyzer cannot see
/// into earns the benefit of the doubt only when one of these reaches it: a nested closure's own
/// parameter (`items.forEach { $0.refresh() }`) or a helper's `days: Int` never held the task.
struct TaskCarriers {
    /// The function or closure whose parameters (some of them) carry the task.
    let body: Int
    let names: Set<String>
    /// The identifier tokens of `body` spelling one of `names`, ascending: found on the first
    /// question about a range, so each asks a binary search, not every token of the range (calls
    /// nested in one another's arguments each read all the calls inside them: quadratic). Only
    /// the body is read: the file's every mention, listed for each of thousands of launch
    /// handlers, was quadratic too.
    private let spellings = LazyValue<[Int]>()
    /// The spellings that are the task (`holds`), ascending: made on the first `holdsAny`, so a
    /// question is two binary searches. Testing each spelling of a range instead cost every
    /// rebound one (`f({ task in … }, f({ task in … }, …))`: the calls nested in one another's
    /// arguments each tested all the closures inside them, quadratic).
    private let heldSpellings = LazyValue<[Int]>()

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

    /// Whether any identifier in `tokens` is the task.
    func holdsAny(of range: Range<Int>, in facts: CodeFacts) -> Bool {
        guard !names.isEmpty else { return false }
        let bodyTokens = facts.tree.scopes[body].body
        // A range outside the body (which no caller asks about today) is read token by token.
        guard bodyTokens.lowerBound <= range.lowerBound, range.upperBound <= bodyTokens.upperBound else {
            return tokens(in: range, of: facts).contains { holds($0, in: facts) }
        }
        // `holds` depends on the token alone, so each spelling of the body is asked once.
        let held = heldSpellings.value { tokens(in: bodyTokens, of: facts).filter { holds($0, in: facts) } }
        return held.hasPosition(in: range)
    }

    /// The identifiers in `range` spelling a carrier's name (each may still not be the task:
    /// `holds` tells), ascending.
    func tokens(in range: Range<Int>, of facts: CodeFacts) -> ArraySlice<Int> {
        guard !names.isEmpty else { return [] }
        let tree = facts.tree
        let bodyTokens = tree.scopes[body].body
        // A range outside the body (which no caller asks about today) is read token by token.
        guard bodyTokens.lowerBound <= range.lowerBound, range.upperBound <= bodyTokens.upperBound else {
            return ArraySlice(range.filter { tree.isKind($0, .identifier) && names.contains(tree.name($0)) })
        }
        let spellings = self.spellings.value {
            // Names are compared only for identifiers as long as one of them (or two longer: backticks).
            let lengths = Set(names.flatMap { [$0.utf8.count, $0.utf8.count + 2] })
            return bodyTokens.filter { token in
                tree.tokens[token].kind == .identifier && lengths.contains(tree.tokens[token].range.count)
                    && names.contains(tree.name(token))
            }
        }
        return spellings.positions(in: range)
    }

    /// The names and the locals bound to one of them, cast or not (`let refresh = task as!
    /// BGAppRefreshTask`), in source order, so a local bound to such a local counts too. A member
    /// of it (`let id = task.identifier`) or a call on it is not the task.
    private func withBoundLocals(in facts: CodeFacts) -> Set<String> {
        let tree = facts.tree
        var found = names
        let range = tree.scopes[body].body
        for token in range where tree.isWord(token, .let) || tree.isWord(token, .var) {
            let bound = token + 1, value = token + 3
            guard value + 1 < range.upperBound, tree.isKind(bound, .identifier), tree.isToken(bound + 1, .operator, "="),
                  !tree.isKind(value + 1, .period), !tree.isKind(value + 1, .leftParen),
                  TaskCarriers(body: body, names: found).holds(value, in: facts) else { continue }
            found.insert(tree.name(bound))
        }
        return found
    }
}
