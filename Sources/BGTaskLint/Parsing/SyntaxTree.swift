/// A lexed file with its brackets matched and its braces classified into scopes.
///
/// This is the brace-aware parser: not a Swift grammar, but enough structure for the rules —
/// which brace is a type, a function, a closure or a control-flow block, and which bracket
/// closes which. Code it does not understand is skipped to the matching bracket.
///
/// A class, though immutable: the rules pass trees around constantly, and copying a struct of a
/// dozen arrays retained and released every one of them each time.
public final class SyntaxTree: Sendable {
    public let file: SourceFile
    public let tokens: [Token]
    public let comments: [Comment]
    /// For each bracket token, the index of its partner; `-1` for other tokens and unmatched closers.
    /// An opener left open by its `#if` clause or the file is matched to the directive or `tokens.count`.
    public let partner: [Int32]
    /// Scope 0 is the file; the rest are brace pairs in source order.
    public let scopes: [Scope]
    /// For each token, the innermost scope holding it.
    public let scopeOfToken: [Int32]
    /// Names bound to `self` (`guard let strongSelf = self`, `weak var this = self`), with the
    /// token where each is bound: found once here so alias checks never rescan bodies.
    public let selfAliases: [(name: String, token: Int)]
    /// The same aliases by name: a check costs the few aliases of the name it asks about.
    public let selfAliasTokens: [String: [Int]]
    /// For each scope, the nearest type scope strictly around it (`-1`: none), and the nearest
    /// function, closure or the file at or around it: both made once, so no query climbs the
    /// scope chain (with thousands of nested closures, per-call climbs were quadratic).
    let enclosingTypeScope: [Int32]
    /// For each token, the innermost bracket (`(`, `[`, `{`, `\(`) open around it; `-1`: none.
    let enclosingOpener: [Int32]
    let executableScopeOfScope: [Int32]
    /// Receiver-chain links, made on the first call lookup (see `ReceiverLinks`).
    let receiverLinks = LazyValue<ReceiverLinks>()
    /// Closures bound to names, made on the first handler lookup (see `BoundClosures`).
    let boundClosures = LazyValue<BoundClosures>()
    /// Identifiers by name, filed once a file is asked about many names (see `IdentifierMentions`).
    let identifierMentions = IdentifierMentions()
    /// For each token, the group opener `call(enclosing:)` finds before it, made on its first use
    /// (see `GroupOpeners`).
    let groupOpeners = LazyValue<GroupOpeners>()
    /// The calls whose `(` is at a token, made on first ask by `call(enclosing:)`: every argument
    /// of a call of thousands asked for it, and each split them all again.
    let callsOpened = Memo<Int, CallSite?>()
    /// Where each token's line statement starts, made on first need (see `LineStatementStarts`).
    let lineStatementStarts = LazyValue<LineStatementStarts>()
    /// The `:` a `case` or `default` label's read finds, by the keyword (see `firstColon(after:)`).
    let labelColons = Memo<Int, Int?>()
    /// Per self-alias name bound in many places, where it is bound (see `SelfAliasScopes`).
    let selfAliasScopes = Memo<String, SelfAliasScopes>()
    /// The body of the `if` at a keyword, by the keyword (see `conditionalBlock(headedBy:)`).
    let conditionalBlocks = Memo<Int, Int?>()
    /// Per function scope, each name its header declares (`name:`) → the first token of its
    /// declared type (see `declaredTypeStart(ofParameter:inFunction:)`).
    let parameterTypeStarts = Memo<Int, [String: Int]>()
    /// The run's type names, which `typeNames` takes its own from; nil: a tree alone makes its own.
    private let typeNameTable: TypeNameTable?
    /// Each named type scope's name, made for all of them on the first ask: every question about a
    /// type's code hands out that one `TypeName`, never a fresh String (see `TypeName`).
    private let typeNamesOfScopes = LazyValue<[Int: TypeName]>()

    /// `typeNames`: the table of the run the tree belongs to, so that its types' names are those
    /// of its other trees.
    public init(file: SourceFile, typeNames: TypeNameTable? = nil) {
        self.file = file
        typeNameTable = typeNames
        let stream = Lexer.tokenize(file.bytes)
        tokens = stream.tokens
        comments = stream.comments
        let structure = ScopeBuilder.build(tokens: stream.tokens, bytes: file.bytes, leftBraces: stream.leftBraces)
        partner = structure.partner
        scopes = structure.scopes
        scopeOfToken = structure.scopeOfToken
        selfAliases = structure.selfAliases
        selfAliasTokens = Dictionary(grouping: structure.selfAliases, by: \.name).mapValues { $0.map(\.token) }
        (enclosingTypeScope, executableScopeOfScope) = SyntaxTree.scopeAncestors(structure.scopes)
        enclosingOpener = structure.enclosingOpener
    }

    /// One pass in source order: a scope's parent always comes before it.
    private static func scopeAncestors(_ scopes: [Scope]) -> (types: [Int32], executables: [Int32]) {
        var types = [Int32](repeating: -1, count: scopes.count)
        var executables = [Int32](repeating: 0, count: scopes.count)
        for index in scopes.indices.dropFirst() {
            let parent = scopes[index].parent
            if case .type = scopes[parent].kind { types[index] = Int32(parent) } else { types[index] = types[parent] }
            switch scopes[index].kind {
            case .function, .closure: executables[index] = Int32(index)
            default: executables[index] = executables[parent]
            }
        }
        return (types, executables)
    }

    // MARK: - Token queries

    public func text(_ index: Int) -> String {
        file.text(tokens[index].range)
    }

    /// Whether token `index` exists and is `kind` with exactly this text (no String is built).
    public func isToken(_ index: Int, _ kind: TokenKind, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == kind else { return false }
        return bytesEqual(tokens[index], text)
    }

    /// Whether token `index` is an identifier or keyword spelled `text`.
    public func isWord(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let kind = tokens[index].kind
        return (kind == .identifier || kind == .keyword) && bytesEqual(tokens[index], text)
    }

    /// Whether token `index` is an identifier or keyword spelled `word`: one compare of the
    /// `Word` the lexer stored, where the spelling's bytes took a loop (hot in the rules' scans).
    public func isWord(_ index: Int, _ word: Word) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].word == word
    }

    public func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }

    func bytesEqual(_ token: Token, _ text: StaticString) -> Bool {
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let pointer = text.utf8Start
        for offset in 0..<length where file.bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// The identifier's name without backticks.
    /// Backticks are looked for on the bytes: the rules ask for thousands of names, and
    /// `hasPrefix`, `hasSuffix` and `count` on the String each walked its Characters.
    public func name(_ index: Int) -> String {
        file.text(nameRange(index))
    }

    public func location(of index: Int) -> SourceLocation {
        file.location(of: index < tokens.count ? Int(tokens[index].start) : file.bytes.count)
    }

    /// The partner of bracket `index`, or nil when it has none.
    public func match(_ index: Int) -> Int? {
        guard index >= 0, index < partner.count, partner[index] >= 0 else { return nil }
        return Int(partner[index])
    }

    // MARK: - Scope queries

    public func scope(of index: Int) -> Int { Int(scopeOfToken[index]) }

    /// The innermost bracket open around token `index`, if any.
    public func enclosingBracket(of index: Int) -> Int? {
        let opener = Int(enclosingOpener[index])
        return opener < 0 ? nil : opener
    }

    /// The nearest type scope strictly around `scope`, if any.
    public func enclosingType(of scope: Int) -> Int? {
        let type = Int(enclosingTypeScope[scope])
        return type < 0 ? nil : type
    }

    /// The name of type scope `typeScope`, if it has one.
    public func typeName(ofTypeScope typeScope: Int) -> TypeName? {
        typeNamesOfScopes.value(orMake: namesOfTypeScopes)[typeScope]
    }

    private func namesOfTypeScopes() -> [Int: TypeName] {
        var names: [Int: TypeName] = [:]
        for (index, scope) in scopes.enumerated() where scope.kind.isType {
            guard let nameToken = scope.nameToken else { continue }
            let text = name(nameToken)
            names[index] = typeNameTable?.interned(text) ?? TypeName(text)
        }
        return names
    }

    /// The innermost function or closure at or around `scope`; 0 (the file) when none.
    public func executableScope(ofScope scope: Int) -> Int { Int(executableScopeOfScope[scope]) }

    /// Whether `inner` is `outer` or nested in it (brace pairs nest, so the intervals say it).
    public func isScope(_ inner: Int, within outer: Int) -> Bool {
        inner == outer || outer == 0 || (scopes[outer].open < scopes[inner].open && scopes[inner].open < scopes[outer].close)
    }

    /// The innermost scope of `marked` at or around `scope`, climbing no higher than `top`
    /// (excluded; the file by default), or nil. `climbed` keeps each climbed scope's answer, so a
    /// file's scopes are climbed once however many ask: a climb per question went up the whole
    /// chain each time, quadratic under thousands of nested closures.
    func innermost(of marked: Set<Int>, around scope: Int, below top: Int = 0, climbed: inout [Int: Int?]) -> Int? {
        var chain: [Int] = []
        var current = scope
        var answer: Int?
        while current != top, current > 0 {
            if let known = climbed[current] {
                answer = known
                break
            }
            if marked.contains(current) {
                answer = current
                break
            }
            chain.append(current)
            current = scopes[current].parent
        }
        for link in chain { climbed[link] = .some(answer) }
        return answer
    }

    /// The innermost scope around `index` (itself included) that satisfies `predicate`.
    public func enclosingScope(of scopeIndex: Int, where predicate: (Scope) -> Bool) -> Int? {
        var current = scopeIndex
        while current >= 0 {
            if predicate(scopes[current]) { return current }
            current = scopes[current].parent
        }
        return nil
    }

    /// The scopes nested anywhere inside `scope`: scopes are numbered in source order, so they
    /// are the contiguous run after it, found by a binary search.
    public func descendants(of scopeIndex: Int) -> Range<Int> {
        guard scopeIndex > 0 else { return 1..<scopes.count }
        let after = scopeIndex + 1
        return after..<firstScope(openingAfter: scopes[scopeIndex].close, in: after..<scopes.count)
    }

    /// The first scope in `range` that opens after token `token` (`range.upperBound` if none):
    /// scopes are numbered in source order, so a binary search.
    public func firstScope(openingAfter token: Int, in range: Range<Int>) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if scopes[middle].open <= token { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The scope whose `{` is token `index` (the closing `}` belongs to the inner scope, so even
    /// an empty body `{}` is found through the token after the brace).
    public func scope(openedBy index: Int) -> Int? {
        guard isKind(index, .leftBrace), index + 1 < tokens.count else { return nil }
        let candidate = scope(of: index + 1)
        return scopes[candidate].open == index ? candidate : nil
    }
}
