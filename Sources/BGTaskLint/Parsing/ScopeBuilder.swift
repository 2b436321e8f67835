/// What one pass of `ScopeBuilder` makes: the per-token and per-scope tables of a `SyntaxTree`.
struct FileStructure {
    var partner: [Int32]
    var scopes: [Scope]
    var scopeOfToken: [Int32]
    var enclosingOpener: [Int32]
    var selfAliases: [(name: String, token: Int)]
}

/// One forward pass over the tokens that matches brackets and classifies every brace.
///
/// A brace's kind comes from the declaration or statement header pending in its bracket
/// frame: `func f(…) -> T {` is a function, `if … {` a block, and a brace with no header is a
/// closure. Iterative with explicit stacks: 100k-deep nesting costs memory, not call stack.
///
/// Headers are recognised by the `Word` the lexer stored in each name token, never by
/// building Strings, and the per-token tables are written straight into the arrays the tree
/// keeps: this pass runs over every token of every parsed file.
struct ScopeBuilder {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    /// For each bracket, its partner (see `SyntaxTree.partner`); starts all `-1`.
    let partner: UnsafeMutableBufferPointer<Int32>
    /// For each token, the innermost scope holding it.
    let scopeOfToken: UnsafeMutableBufferPointer<Int32>
    /// For each token, the innermost bracket open around it (see `SyntaxTree.enclosingOpener`).
    let enclosingOpener: UnsafeMutableBufferPointer<Int32>
    var scopes: [Scope]
    var selfAliases: [(name: String, token: Int)] = []

    /// An open bracket and the header pending inside it. Token and scope indices are 32-bit
    /// (see `Scope`): one frame per open bracket, so 100k-deep nesting holds 100k of them.
    private struct Frame {
        var storedOpen: Int32
        var kind: TokenKind
        /// The scope a `{` opened; `-1` for other brackets.
        var storedScope: Int32 = -1
        var pending: Pending = .none
        /// A closure inside a statement's header (`if let x = list.first { $0.ok } {`): closing
        /// it leaves the header pending around it.
        var keepsHeaderAround = false
        /// A trailing closure in a property's initial value (`var p: T = Resource { … }`):
        /// closing it leaves the property pending when observers follow (`} { didSet {`).
        var mayPrecedeObservers = false

        init(open: Int, kind: TokenKind, scope: Int? = nil) {
            storedOpen = Int32(open)
            self.kind = kind
            storedScope = scope.map { Int32($0) } ?? -1
        }

        var open: Int { Int(storedOpen) }
        var scope: Int? { storedScope < 0 ? nil : Int(storedScope) }
    }

    /// The header seen since the last brace of a frame, which decides what its next `{` is.
    /// Token indices are 32-bit, as in `Frame`; a function's name is `-1` when there is none.
    private enum Pending {
        case none
        case function(headerStart: Int32, name: Int32)
        case type(TypeKind, headerStart: Int32)
        case control(BlockKind, keyword: Int32)
        /// A switch expression in a statement's header (`if let v = switch raw { … } {`): its
        /// body opens next, and the statement's body after it.
        case switchInHeader(keyword: Int32, statement: BlockKind, statementKeyword: Int32)
        case property(name: Int32, headerStart: Int32)
    }

    private var frames: [Frame] = []
    private var filePending: Pending = .none
    /// `frames.count` at each open `#if`: a clause may neither close brackets opened before it
    /// nor leave its own open (swiftc requires each clause to be balanced).
    private var conditionalBarriers: [Int] = []
    /// Scopes of the open braces, innermost last: the current scope in O(1), however many
    /// parentheses are open around it.
    private var openScopes: [Int32] = []
    /// Brackets still open for `enclosingOpener`. Unlike `frames`, a bracket an `#if` clause
    /// left open stays here until a later closer's partner pops back past it.
    private var openBrackets: [Int32] = []

    /// Runs the pass over `tokens` (lexed from `bytes`, with `leftBraces` `{` tokens: one scope
    /// each, so the scope table is made at its final size rather than doubled and copied).
    static func build(tokens: [Token], bytes: [UInt8], leftBraces: Int) -> FileStructure {
        let count = tokens.count
        var scopes: [Scope] = []
        var selfAliases: [(name: String, token: Int)] = []
        var scopeOfToken: [Int32] = []
        var enclosingOpener: [Int32] = []
        // Each table is written once per token, in place: no zero fill, no copy, no per-write
        // uniqueness check of an array.
        let partner = [Int32](unsafeUninitializedCapacity: count) { partner, partnerCount in
            partner.initialize(repeating: -1)
            partnerCount = count
            scopeOfToken = [Int32](unsafeUninitializedCapacity: count) { scopeOfToken, scopeCount in
                enclosingOpener = [Int32](unsafeUninitializedCapacity: count) { enclosingOpener, openerCount in
                    tokens.withUnsafeBufferPointer { tokens in
                        bytes.withUnsafeBufferPointer { bytes in
                            var builder = ScopeBuilder(tokens: tokens, bytes: bytes, partner: partner,
                                                       scopeOfToken: scopeOfToken, enclosingOpener: enclosingOpener)
                            builder.scopes.reserveCapacity(leftBraces + 1)
                            builder.run()
                            scopes = builder.scopes
                            selfAliases = builder.selfAliases
                        }
                    }
                    openerCount = count
                }
                scopeCount = count
            }
        }
        return FileStructure(partner: partner, scopes: scopes, scopeOfToken: scopeOfToken,
                             enclosingOpener: enclosingOpener, selfAliases: selfAliases)
    }

    private init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
                 partner: UnsafeMutableBufferPointer<Int32>, scopeOfToken: UnsafeMutableBufferPointer<Int32>,
                 enclosingOpener: UnsafeMutableBufferPointer<Int32>) {
        self.tokens = tokens
        self.bytes = bytes
        self.partner = partner
        self.scopeOfToken = scopeOfToken
        self.enclosingOpener = enclosingOpener
        scopes = [Scope(kind: .file, open: -1, close: tokens.count, parent: -1)]
    }

    private var currentScope: Int { Int(openScopes.last ?? 0) }

    private var pending: Pending {
        get { frames.isEmpty ? filePending : frames[frames.count - 1].pending }
        set {
            if frames.isEmpty { filePending = newValue } else { frames[frames.count - 1].pending = newValue }
        }
    }

    private mutating func run() {
        var scope: Int32 = 0
        for index in tokens.indices {
            scopeOfToken[index] = scope
            enclosingOpener[index] = openBrackets.last ?? -1
            let kind = tokens[index].kind
            switch kind {
            case .leftBrace:
                openBrackets.append(Int32(index))
                openBrace(at: index)
                scope = Int32(currentScope)
            case .leftParen, .leftBracket, .interpolationOpen:
                openBrackets.append(Int32(index))
                frames.append(Frame(open: index, kind: kind))
            case .rightBrace, .rightParen, .rightBracket, .interpolationClose:
                close(at: index, opener: ScopeBuilder.opener(of: kind))
                scope = Int32(currentScope)
            case .semicolon:
                pending = .none
            case .keyword:
                noteKeyword(at: index)
            case .identifier:
                noteIdentifier(at: index)
            case .poundDirective:
                handleDirective(at: index)
                scope = Int32(currentScope)
            default:
                break
            }
        }
        closeFrames(downTo: 0, at: tokens.count)
    }

    private static func opener(of closer: TokenKind) -> TokenKind {
        switch closer {
        case .rightBrace: return .leftBrace
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        default: return .interpolationOpen
        }
    }

    // MARK: - Token helpers

    /// The `Word` token `index` spells; `.other` past either end. For names this is the same
    /// test as comparing their text (see `Token.word`).
    private func word(_ index: Int) -> Word {
        index >= 0 && index < tokens.count ? tokens[index].word : .other
    }

    private func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }

    /// Whether token `index` is an operator spelled exactly `text`.
    private func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard isKind(index, .operator) else { return false }
        return spells(tokens[index], from: 0, text)
    }

    /// Whether the token is spelled exactly one of `texts`.
    private func spellsOneOf(_ token: Token, _ texts: [StaticString]) -> Bool {
        texts.contains { spells(token, from: 0, $0) }
    }

    /// Whether the token's bytes from `offset` on are exactly `text` (no String is built).
    private func spells(_ token: Token, from offset: Int, _ text: StaticString) -> Bool {
        let start = Int(token.start) + offset
        let length = Int(token.end) - start
        guard length == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for at in 0..<length where bytes[start + at] != pointer[at] { return false }
        return true
    }

    // MARK: - Headers

    private mutating func noteIdentifier(at index: Int) {
        if tokens[index].word == .actor, isKind(index + 1, .identifier), !tokens[index + 1].newlineBefore {
            pending = .type(.actor, headerStart: Int32(index))
        }
    }

    private mutating func noteKeyword(at index: Int) {
        let word = tokens[index].word
        if word == .self { noteSelfAlias(at: index) }
        // `for:`, `else:`, `while:` are argument labels, never statement keywords.
        if isKind(index + 1, .colon) { return }
        switch word {
        case .if, .guard, .else, .for, .while, .repeat, .switch, .do, .catch, .defer:
            if isParameterLabel(index) { return }
        default:
            break
        }
        switch word {
        case .func:
            pending = .function(headerStart: Int32(index), name: index + 1 < tokens.count ? Int32(index + 1) : -1)
        case .`init`, .deinit, .subscript:
            pending = .function(headerStart: Int32(index), name: Int32(index))
        case .class, .struct, .enum, .protocol, .extension:
            // `class func` / `class var` are member modifiers, not a type; `import class M.C`
            // imports one; `extension [Element] {` extends a sugared type.
            guard index + 1 < tokens.count, self.word(index - 1) != .import,
                  tokens[index + 1].kind == .identifier
                    || word == .extension && (tokens[index + 1].kind == .leftBracket || self.word(index + 1) == .Any)
            else { return }
            pending = .type(ScopeBuilder.typeKind(word), headerStart: Int32(index))
        case .if, .guard, .else:
            pending = .control(.conditional, keyword: Int32(index))
        case .repeat where !isKind(index + 1, .leftBrace):
            // `repeat each S`, `repeat (each S).Element: P` in a generic clause: a pack
            // expansion, not a loop (a `repeat { … } while` loop has its brace next).
            return
        case .while where closesRepeatBody(index - 1):
            // `repeat { … } while cond`: the loop's condition, not another loop's header. Taken
            // for one, it made the next `{` (a closure lines further on) that loop's body.
            return
        case .for, .while, .repeat:
            pending = .control(.loop, keyword: Int32(index))
        case .switch:
            if case .control(let statement, let statementKeyword) = pending {
                pending = .switchInHeader(keyword: Int32(index), statement: statement, statementKeyword: statementKeyword)
            } else {
                pending = .control(.switch, keyword: Int32(index))
            }
        case .precedencegroup where isKind(index + 1, .identifier):
            // `precedencegroup P { higherThan: Q }`: attributes, neither code nor a closure.
            pending = .control(.other, keyword: Int32(index))
        case .do, .catch:
            pending = .control(.do, keyword: Int32(index))
        case .defer:
            pending = .control(.defer, keyword: Int32(index))
        case .var, .let:
            // `if let x = …`, `guard var …` stay conditions.
            if case .control = pending { return }
            // A value generic parameter (`struct Vector<let count: Int, Element>`, Swift 6.2) is
            // part of its type's or function's header.
            if isGenericClauseStart(index - 1) {
                switch pending {
                case .type, .function: return
                default: break
                }
            }
            guard isKind(index + 1, .identifier) else { return }
            pending = .property(name: Int32(index + 1), headerStart: Int32(index))
        default:
            break
        }
    }

    /// Whether token `index` can come right before a generic parameter: `<` or `,`.
    private func isGenericClauseStart(_ index: Int) -> Bool {
        isKind(index, .comma) || isOperator(index, "<")
    }

    /// Whether token `index` is the `}` closing a `repeat { … }` body.
    private func closesRepeatBody(_ index: Int) -> Bool {
        guard isKind(index, .rightBrace), partner[index] >= 0 else { return false }
        return word(Int(partner[index]) - 1) == .repeat
    }

    private static func typeKind(_ word: Word) -> TypeKind {
        switch word {
        case .class: return .class
        case .struct: return .struct
        case .enum: return .enum
        case .protocol: return .protocol
        default: return .extension
        }
    }

    /// `func f(_ a: A, else fallback: () -> Void = {})`: a keyword right after `(` or `,` in
    /// parentheses is an external parameter label.
    private func isParameterLabel(_ index: Int) -> Bool {
        guard index > 0, let frame = frames.last, frame.kind == .leftParen else { return false }
        let previous = tokens[index - 1].kind
        return (previous == .leftParen || previous == .comma) && isKind(index + 1, .identifier)
    }

    /// `name = self` where `self` is the whole value (not `self.x`, `self?.x`): names bound to
    /// `self`, found here so alias checks never rescan bodies.
    private mutating func noteSelfAlias(at index: Int) {
        guard index >= 2, isOperator(index - 1, "="), tokens[index - 2].kind == .identifier else { return }
        if index + 1 < tokens.count {
            let next = tokens[index + 1]
            if next.kind == .period || next.kind == .operator && !next.spaceBefore { return }
        }
        let name = tokens[index - 2]
        selfAliases.append((String(decoding: bytes[name.range], as: UTF8.self), index - 2))
    }

    // MARK: - Brackets

    private mutating func openBrace(at index: Int) {
        let parent = currentScope
        var scope = Scope(kind: .closure, open: index, close: tokens.count, parent: parent)
        var frame = Frame(open: index, kind: .leftBrace, scope: scopes.count)
        // The header left pending around the brace once it closes (see `close(at:opener:)`).
        var headerAround: Pending = .none
        switch pending {
        case .none:
            if let accessor = accessorName(before: index, in: parent) {
                scope.kind = .function
                scope.nameToken = accessor
            } else if startsObserver(index + 1) {
                // `var x: T = { … }() { didSet { … } }` (or `= { … } {`): observers after an
                // initial value that itself held a closure, which took the property's header:
                // named as it is, so its accessors are read as accessors.
                scope.kind = .function
                if let property = propertyOfClosureValue(before: index) {
                    scope.nameToken = property.nameToken
                    scope.headerStart = property.headerStart
                }
            }
        case .function(let headerStart, let name):
            scope.kind = .function
            scope.headerStart = Int(headerStart)
            scope.nameToken = name < 0 ? nil : Int(name)
        case .type(let kind, let headerStart):
            scope.kind = .type(kind)
            scope.headerStart = Int(headerStart)
            scope.nameToken = typeName(after: Int(headerStart), before: index)
        case .control(let kind, let keyword):
            if isTrailingClosureInCondition(at: index) {
                // The statement's header goes on after this closure: its body is still to come.
                frame.keepsHeaderAround = true
                headerAround = pending
            } else {
                scope.kind = .block(kind)
                scope.headerStart = Int(keyword)
            }
        case .switchInHeader(let keyword, let statement, let statementKeyword):
            // The switch's body, a block, inside the header: the statement's body is still to come.
            scope.kind = .block(.switch)
            scope.headerStart = Int(keyword)
            frame.keepsHeaderAround = true
            headerAround = .control(statement, keyword: statementKeyword)
        case .property(let nameIndex, let headerStart):
            let name = Int(nameIndex)
            // `var x: T {` is a computed property (a body run by name); `let x = {` binds a closure.
            // `var x = 0 { didSet {…} }` has observers, also a body run by name.
            if isTypeAnnotationOnly(from: name + 1, to: index) || startsObserver(index + 1) {
                scope.kind = .function
                scope.nameToken = name
                scope.headerStart = Int(headerStart)
            } else if isOperator(index - 1, "=") {
                scope.nameToken = name
                scope.headerStart = Int(headerStart)
            } else {
                // A call's trailing closure (`= Resource { … }`): the value is the call's result,
                // so the closure is bound to no name, but the property's observers may follow it.
                frame.mayPrecedeObservers = true
                headerAround = pending
            }
        }
        pending = headerAround
        scopes.append(scope)
        frames.append(frame)
        openScopes.append(Int32(scopes.count - 1))
    }

    /// Whether the `{` at `index`, in a statement's header (`if`, `guard`, `while`, `for`,
    /// `switch`…), is a closure rather than the statement's body: one after `=`, another infix
    /// or prefix operator (`?? {`) or `,`, or a trailing closure, decided as swiftc and
    /// swift-syntax decide it: it follows an expression, the token after it is on its line, and
    /// after its `}` comes `{`, `where` or `,`, or — on the same line — `.`, `(`, `[`, `?`, `!` or
    /// an operator (`for x in list.filter { $0.ok } {`, `if let s = l.map { … }.first {`).
    /// The look ahead stops after `lookAhead` tokens (a body then), so it stays linear.
    private func isTrailingClosureInCondition(at index: Int) -> Bool {
        // `guard let event: Event = { … }() else {`: after `=` only a value can come, and so
        // after `try`, `try?`, `try!` or `await` (`= try { … }()`, `if try { … }() {`).
        let beforeValue = skippingEffectMarkers(before: index)
        if beforeValue < index - 1 || isOperator(beforeValue, "=") { return true }
        // After an operator or a condition's `,` an operand must come (`if let a = x, { … }() {`:
        // swiftc 6.3 takes no trailing comma before a statement's body).
        if expectsOperand(after: index - 1) || isKind(index - 1, .comma) { return true }
        guard index > 0, index + 1 < tokens.count, !tokens[index + 1].newlineBefore else { return false }
        switch tokens[index - 1].kind {
        case .identifier, .rightParen, .rightBracket, .rightBrace, .string, .number: break
        case .operator: guard isOperator(index - 1, "?") || isOperator(index - 1, "!") || isOperator(index - 1, ">") else { return false }
        default: return false
        }
        var depth = 0
        var cursor = index
        let limit = min(tokens.count, index + ScopeBuilder.lookAhead)
        while cursor < limit {
            switch tokens[cursor].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    let next = cursor + 1
                    guard next < tokens.count else { return false }
                    switch tokens[next].kind {
                    case .leftBrace, .comma: return true
                    case .period, .leftParen, .leftBracket, .operator: return !tokens[next].newlineBefore
                    default:
                        // `guard let p = c.proxy { … } as? P else {`: a cast goes on with the value.
                        return word(next) == .where
                            || (word(next) == .as || word(next) == .is) && !tokens[next].newlineBefore
                    }
                }
            default: break
            }
            cursor += 1
        }
        return false
    }

    /// Whether token `index` is an infix or prefix operator, after which an operand must come:
    /// a `{` there opens a closure, as swiftc parses `guard let l = cached ?? { … }() else {` and
    /// `if a == { … }() {`, wherever the lines break. A postfix operator (bound to its left
    /// only, `x++ {`) ends the expression instead, and so may a bound operator ending in `?` or
    /// `!` (postfix, or a type's `>?`) or `>` (a generic argument list's end:
    /// `if x is Set<Int>{`), which the trailing-closure test reads on.
    private func expectsOperand(after index: Int) -> Bool {
        guard isKind(index, .operator), index + 1 < tokens.count else { return false }
        let boundLeft = index > 0 && !tokens[index].spaceBefore && Lexer.bindsOperatorToTheLeft(tokens[index - 1])
        guard boundLeft else { return true }
        switch bytes[Int(tokens[index].end) - 1] {
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ">"): return false
        default: return !tokens[index + 1].spaceBefore
        }
    }

    /// The token before `index`, stepping back over the effect markers an expression may start
    /// with: `try`, `try?`, `try!`, `await` (`try await`, `try? await` …). Each step passes one
    /// marker, and only the markers right before this brace are passed.
    private func skippingEffectMarkers(before index: Int) -> Int {
        var before = index - 1
        while before >= 0 {
            if word(before) == .try, tokens[before].kind == .keyword {
                before -= 1
            } else if word(before) == .await, tokens[before].kind == .identifier {
                before -= 1
            } else if isOperator(before, "?") || isOperator(before, "!"), !tokens[before].spaceBefore,
                      word(before - 1) == .try, tokens[before - 1].kind == .keyword {
                before -= 2
            } else {
                break
            }
        }
        return before
    }

    /// The closure scope of `= { … }()` or `= { … }` right before `index`, when a property's
    /// header named it.
    private func propertyOfClosureValue(before index: Int) -> Scope? {
        var closeBrace = index - 1
        if isKind(closeBrace, .rightParen), partner[closeBrace] >= 0 { closeBrace = Int(partner[closeBrace]) - 1 }
        guard isKind(closeBrace, .rightBrace) else { return nil }
        let closure = scopes[Int(scopeOfToken[closeBrace])]
        guard closure.kind == .closure, closure.nameToken != nil, closure.headerStart != nil else { return nil }
        return closure
    }

    /// How far `isTrailingClosureInCondition` reads for the closure's `}`.
    private static let lookAhead = 256

    private func startsObserver(_ index: Int) -> Bool {
        let name = word(index)
        guard name == .willSet || name == .didSet else { return false }
        // `didSet {` or `didSet(oldValue) {`; `didSet(self)` with no brace after is a call of
        // something so named, opening a closure, not an observer.
        return isKind(index + 1, .leftBrace)
            || isKind(index + 1, .leftParen) && isKind(index + 2, .identifier) && isKind(index + 3, .rightParen)
                && isKind(index + 4, .leftBrace)
    }

    /// `get {`, `set(newValue) {`, `didSet {` … directly inside a computed property's or a
    /// subscript's body.
    private func accessorName(before brace: Int, in parent: Int) -> Int? {
        guard parent > 0, scopes[parent].kind == .function, let property = scopes[parent].nameToken,
              let header = scopes[parent].headerStart,
              word(header) == .var || word(header) == .let || word(header) == .subscript else { return nil }
        var nameIndex = brace - 1
        if nameIndex >= 0, tokens[nameIndex].kind == .rightParen, partner[nameIndex] >= 0 {
            nameIndex = Int(partner[nameIndex]) - 1
        }
        // Effectful accessors: `get async throws {`.
        while nameIndex > 0, word(nameIndex) == .async || word(nameIndex) == .throws { nameIndex -= 1 }
        switch word(nameIndex) {
        case .get, .set, .didSet, .willSet, ._modify, ._read:
            // An accessor opens its property's body or follows another accessor (modifiers and
            // attributes between): `return get { … }` in a getter calls a function `get`.
            return startsAccessor(nameIndex) ? property : nil
        default:
            return isAddressorOrBorrowAccessor(nameIndex) && startsAccessor(nameIndex) ? property : nil
        }
    }

    /// `unsafeAddress`, `unsafeMutableAddress` (the standard library's addressors), `borrow` and
    /// `mutate` (an experimental feature's, which swiftc 6.3 parses as accessors whether or not
    /// it is on): accessors to swiftc, identifiers to the lexer. Not `read` and `modify`, which
    /// swiftc parses as calls in a getter unless their feature is on.
    private func isAddressorOrBorrowAccessor(_ index: Int) -> Bool {
        index >= 0 && tokens[index].kind == .identifier && spellsOneOf(tokens[index], ScopeBuilder.identifierAccessors)
    }

    private static let identifierAccessors: [StaticString] = ["unsafeAddress", "unsafeMutableAddress", "borrow", "mutate"]
    private static let accessorModifiers: [StaticString] = ["mutating", "nonmutating", "borrowing", "consuming"]

    /// Whether the accessor name at `index` begins an accessor: after the property's `{` or the
    /// previous accessor's `}`, past modifiers (`mutating`, `nonmutating`, `borrowing`,
    /// `consuming`, `private`) and attributes (`@inlinable`).
    private func startsAccessor(_ index: Int) -> Bool {
        var before = index - 1
        while before >= 0 {
            if tokens[before].kind == .rightParen, partner[before] > 0, isKind(Int(partner[before]) - 1, .attribute) {
                before = Int(partner[before]) - 2 // `@available(iOS 17, *)`
            } else if tokens[before].kind == .attribute || tokens[before].kind == .identifier
                && spellsOneOf(tokens[before], ScopeBuilder.accessorModifiers) {
                before -= 1
            } else if word(before) == .open || tokens[before].kind == .keyword && (word(before) == .private
                        || word(before) == .fileprivate || word(before) == .internal || word(before) == .public) {
                before -= 1
            } else {
                break
            }
        }
        return isKind(before, .leftBrace) || isKind(before, .rightBrace)
    }

    private func typeName(after headerStart: Int, before brace: Int) -> Int? {
        var index = headerStart + 1
        var name: Int?
        while index < brace, tokens[index].kind == .identifier {
            name = index
            guard index + 2 < brace, tokens[index + 1].kind == .period else { break }
            index += 2
        }
        return name
    }

    /// Whether the tokens between a property's name and `{` are only `: Type`.
    private func isTypeAnnotationOnly(from start: Int, to end: Int) -> Bool {
        guard start < end, tokens[start].kind == .colon else { return false }
        var index = start + 1
        while index < end {
            switch tokens[index].kind {
            case .identifier, .period, .attribute, .comma:
                // `let x: T⏎ queue.async {`: a name on a new line after a complete type starts
                // a statement, not more of the annotation.
                if tokens[index].kind == .identifier, tokens[index].newlineBefore, index > start + 1,
                   !continuesType(index - 1),
                   !isOperator(index - 1, "&"), !isOperator(index - 1, "->"), !isOperator(index - 1, "<") {
                    return false
                }
                index += 1
            case .keyword:
                let word = tokens[index].word
                guard word == .Any || word == .Self || word == .throws else { return false }
                index += 1
            case .operator:
                guard isTypeOperator(tokens[index]) else { return false }
                index += 1
            case .leftParen, .leftBracket:
                // `var r: NSRange?⏎(text as NSString).enumerate… {`: likewise a statement.
                if tokens[index].newlineBefore, index > start + 1, !continuesType(index - 1),
                   !isOperator(index - 1, "&"), !isOperator(index - 1, "->"), !isOperator(index - 1, "<") {
                    return false
                }
                guard partner[index] >= 0, Int(partner[index]) < end else { return false }
                index = Int(partner[index]) + 1
            default:
                return false
            }
        }
        return true
    }

    /// `.`, `,` or `:` before a name on a new line: the type goes on.
    private func continuesType(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .period, .comma, .colon: return true
        default: return false
        }
    }

    /// An operator that can stand in a type: made only of `<>?!&->`, and not `=`.
    private func isTypeOperator(_ token: Token) -> Bool {
        for offset in token.range {
            switch bytes[offset] {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"),
                 UInt8(ascii: "-"):
                continue
            default:
                return false
            }
        }
        return true
    }

    /// Pops to the frame `opener` opened. A closer with no such frame above the innermost `#if`
    /// barrier is left unmatched rather than tearing down the structure around it.
    private mutating func close(at index: Int, opener: TokenKind) {
        // Looking only a few frames down keeps a file of stray closers linear.
        let floor = max(conditionalBarriers.last ?? 0, frames.count - 32)
        var target = frames.count - 1
        while target >= floor, frames[target].kind != opener { target -= 1 }
        guard target >= floor else { return }
        closeFrames(downTo: target + 1, at: index)
        let frame = frames.removeLast()
        partner[frame.open] = Int32(index)
        partner[index] = Int32(frame.open)
        if let scope = frame.scope {
            openScopes.removeLast()
            scopes[scope].close = index
            // A body ends the header before it; `)` does not (`func f(x: Int) {`), nor a closure
            // within the header, nor a trailing closure ending a property's value right before
            // the property's observers (otherwise a later `handler = {` would take its name).
            let observersFollow = frame.mayPrecedeObservers && isKind(index + 1, .leftBrace) && startsObserver(index + 2)
            if !frame.keepsHeaderAround && !observersFollow { pending = .none }
        }
        // The partner is the innermost open bracket unless an `#if` clause left one open.
        if openBrackets.last == Int32(frame.open) {
            openBrackets.removeLast()
        } else if let position = openBrackets.lastIndex(of: Int32(frame.open)) {
            openBrackets.removeSubrange(position...)
        }
    }

    /// Closes every frame above `depth` at token `index` (a directive, a stray closer or the end).
    private mutating func closeFrames(downTo depth: Int, at index: Int) {
        while frames.count > depth {
            let frame = frames.removeLast()
            partner[frame.open] = Int32(index)
            if let scope = frame.scope {
                openScopes.removeLast()
                scopes[scope].close = index
            }
        }
    }

    private mutating func handleDirective(at index: Int) {
        let directive = tokens[index]
        // The name after `#`.
        if spells(directive, from: 1, "if") {
            conditionalBarriers.append(frames.count)
        } else if spells(directive, from: 1, "elseif") || spells(directive, from: 1, "else") {
            if let barrier = conditionalBarriers.last { closeFrames(downTo: barrier, at: index) }
        } else if spells(directive, from: 1, "endif") {
            if let barrier = conditionalBarriers.popLast() { closeFrames(downTo: barrier, at: index) }
        }
    }
}
