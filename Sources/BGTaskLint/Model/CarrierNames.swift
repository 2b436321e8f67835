/// The names that carry the task through a body (`TaskCarriers`), in the order found, filed
/// for the one question asked of many closures: does a closure hold no task, judged by the
/// first `count` names (`holdsNoTask`)? The prefix lets `TaskCarriers.withBoundLocals` judge a
/// closure by the locals bound before it while it goes on finding more, with no set of them
/// made per closure.
///
/// An answer reads the closure's signature, then the fewer of its tokens or a look-up per name.
/// Trying every name on every closure cost n closures × n names when a launch handler bound n
/// copies of its task, one before each closure (8,192: 22-27 s).
///
/// Names are compared as Swift strings, as the uses of a name are filed, so a closure is skipped
/// only when reading it would find no use of a carrier. The lists this replaced compared bytes
/// but were kept under a string key: which of two spellings of `café` (composed, decomposed)
/// was asked first decided what the other found, and so did the order of a `Set`.
struct CarrierNames: Sendable {
    /// The names (`TaskCarriers.names`).
    private(set) var all: Set<String> = []
    /// The same names, in the order filed.
    private var texts: [String] = []
    /// The indices of the names that are not shorthand arguments (`$0`), ascending: a closure
    /// must declare these to rebind them all.
    private var declarable: [Int] = []
    /// The index of the first name the lexer makes a keyword (`default`), if any.
    private var firstReserved = Int.max

    var count: Int { texts.count }

    /// Files `name` unless a name equal to it as a Swift string is filed; whether it did.
    mutating func insert(_ name: String) -> Bool {
        guard all.insert(name).inserted else { return false }
        let index = texts.count
        texts.append(name)
        if !CodeFacts.isShorthandArgument(name) { declarable.append(index) }
        if firstReserved == .max, Self.reservedWords.contains(name) { firstReserved = index }
        return true
    }

    /// The spellings the lexer makes keywords, never identifiers.
    private static let reservedWords = Set(Keywords.spellings.filter { $0.1.isReserved }.map(\.0))

    // MARK: - Judging a closure

    /// Whether `scope` is a closure in which none of the first `count` names is the task: one
    /// declaring every one of them as its own parameter (`{ task in … }` in a launch handler
    /// taking `task`), or one spelling none of them at all (`{ t2 in … }` in a launch handler
    /// taking `t1`, which never names `t1`).
    func holdsNoTask(_ scope: Int, amongFirst count: Int, in facts: CodeFacts) -> Bool {
        guard facts.tree.scopes[scope].kind == .closure else { return false }
        return rebindsAll(scope, amongFirst: count, in: facts.tree) || !spellsAny(in: scope, amongFirst: count, of: facts)
    }

    /// Whether the closure `scope` declares each of the first `count` names as its own
    /// parameter (a shorthand argument, `$0`, always names the innermost closure's).
    private func rebindsAll(_ scope: Int, amongFirst count: Int, in tree: SyntaxTree) -> Bool {
        let declared = tree.closureSignature(brace: tree.scopes[scope].open).parameterNames
        let needed = declarable.firstIndex(notBelow: count)
        // Distinct names each equal to a parameter are as many distinct parameters: with fewer
        // parameters than names, one is left over, whatever the names are. So at most as many
        // names are read as a signature (96 tokens at most) declares.
        guard needed <= declared.count else { return false }
        return declarable[..<needed].allSatisfy { declared.contains(texts[$0]) }
    }

    /// Whether a token of the closure `scope` (its braces included) may be the task: an
    /// identifier naming one of the first `count` names. A name spelled like a reserved word
    /// (`` `default` ``) counts as spelled everywhere: a receiver chain takes the keyword in
    /// `default.setTaskCompleted(…)` for the task.
    private func spellsAny(in scope: Int, amongFirst count: Int, of facts: CodeFacts) -> Bool {
        guard count > 0 else { return false }
        if firstReserved < count { return true }
        let tree = facts.tree
        let tokens = tree.scopes[scope].open..<min(tree.scopes[scope].close + 1, tree.tokens.count)
        // Whichever is shorter: the closure's own tokens (a launch handler's many small
        // closures), or a binary search per name in the file's list of its uses (few names, and
        // a closure holding thousands of tokens, which each closure around it would read again).
        guard tokens.count <= count * Self.tokensReadPerLookup else {
            let uses = facts.identifierTokensByName()
            return texts[..<count].contains { uses[$0]?.hasPosition(in: tokens) ?? false }
        }
        // `withBoundLocals` judges a closure with every name filed so far (it finds no binding
        // inside a closure before judging it), which `all` answers; fewer are compared in turn.
        let isFiled: (String) -> Bool = count == texts.count ? { all.contains($0) } : { texts[..<count].contains($0) }
        return tokens.contains { tree.tokens[$0].kind == .identifier && isFiled(tree.name($0)) }
    }

    /// About what one name's look-up (a hashed table's, then a binary search) costs in tokens read.
    private static let tokensReadPerLookup = 8
}
