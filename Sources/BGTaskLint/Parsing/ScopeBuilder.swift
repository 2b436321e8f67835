/// One forward pass over the tokens that matches brackets and classifies every brace.
///
/// A brace's kind comes from the declaration or statement header pending in its bracket
/// frame: `func f(…) -> T {` is a function, `if … {` a block, and a brace with no header is a
/// closure. Iterative with explicit stacks: 100k-deep nesting costs memory, not call stack.
struct ScopeBuilder {
    let tokens: [Token]
    let bytes: [UInt8]
    var partner: [Int32]
    var scopes: [Scope]
    var scopeOfToken: [Int32]

    /// An open bracket and the header pending inside it.
    private struct Frame {
        var open: Int
        var scope: Int?
        var pending: Pending = .none
    }

    /// The header seen since the last brace of a frame, which decides what its next `{` is.
    private enum Pending {
        case none
        case function(headerStart: Int, name: Int?)
        case type(TypeKind, headerStart: Int)
        case control(BlockKind, keyword: Int)
        case property(name: Int, headerStart: Int)
    }

    private var frames: [Frame] = []
    private var filePending: Pending = .none
    /// `frames.count` at each open `#if`: a clause may neither close brackets opened before it
    /// nor leave its own open (swiftc requires each clause to be balanced).
    private var conditionalBarriers: [Int] = []

    init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        partner = Array(repeating: -1, count: tokens.count)
        scopeOfToken = Array(repeating: 0, count: tokens.count)
        scopes = [Scope(kind: .file, open: -1, close: tokens.count, parent: -1)]
    }

    /// Scopes of the open braces, innermost last: the current scope in O(1), however many
    /// parentheses are open around it.
    private var openScopes: [Int] = []

    private var currentScope: Int { openScopes.last ?? 0 }

    private var pending: Pending {
        get { frames.last?.pending ?? filePending }
        set {
            if frames.isEmpty { filePending = newValue } else { frames[frames.count - 1].pending = newValue }
        }
    }

    mutating func build() {
        var scope = 0
        for index in tokens.indices {
            scopeOfToken[index] = Int32(scope)
            switch tokens[index].kind {
            case .leftBrace:
                openBrace(at: index)
                scope = currentScope
            case .leftParen, .leftBracket, .interpolationOpen:
                frames.append(Frame(open: index))
            case .rightBrace, .rightParen, .rightBracket, .interpolationClose:
                close(at: index, opener: ScopeBuilder.opener(of: tokens[index].kind))
                scope = currentScope
            case .semicolon:
                pending = .none
            case .keyword, .identifier:
                noteHeader(at: index)
            case .poundDirective:
                handleDirective(at: index)
                scope = currentScope
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

    // MARK: - Headers

    private func word(_ index: Int) -> String? {
        guard index < tokens.count, tokens[index].kind == .keyword || tokens[index].kind == .identifier else { return nil }
        return String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    private mutating func noteHeader(at index: Int) {
        let isKeyword = tokens[index].kind == .keyword
        guard let word = word(index) else { return }
        // `for:`, `else:`, `while:` are argument labels, never statement keywords.
        if isKeyword, index + 1 < tokens.count, tokens[index + 1].kind == .colon { return }
        if !isKeyword {
            if word == "actor", index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
               !tokens[index + 1].newlineBefore {
                pending = .type(.actor, headerStart: index)
            }
            return
        }
        if ["if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer"].contains(word),
           isParameterLabel(index) {
            return
        }
        switch word {
        case "func":
            pending = .function(headerStart: index, name: index + 1 < tokens.count ? index + 1 : nil)
        case "init", "deinit", "subscript":
            pending = .function(headerStart: index, name: index)
        case "class", "struct", "enum", "protocol", "extension":
            // `class func` / `class var` are member modifiers, not a type; `import class M.C`
            // imports one; `extension [Element] {` extends a sugared type.
            guard index + 1 < tokens.count, !(index > 0 && self.word(index - 1) == "import"),
                  tokens[index + 1].kind == .identifier || word == "extension" && tokens[index + 1].kind == .leftBracket
            else { return }
            pending = .type(TypeKind(rawValue: word)!, headerStart: index)
        case "if", "guard", "else":
            pending = .control(.conditional, keyword: index)
        case "for", "while", "repeat":
            pending = .control(.loop, keyword: index)
        case "switch":
            pending = .control(.switch, keyword: index)
        case "do", "catch":
            pending = .control(.do, keyword: index)
        case "defer":
            pending = .control(.defer, keyword: index)
        case "var", "let":
            // `if let x = …`, `guard var …` stay conditions.
            if case .control = pending { return }
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return }
            pending = .property(name: index + 1, headerStart: index)
        default:
            break
        }
    }

    /// `func f(_ a: A, else fallback: () -> Void = {})`: a keyword right after `(` or `,` in
    /// parentheses is an external parameter label.
    private func isParameterLabel(_ index: Int) -> Bool {
        guard index > 0, let frame = frames.last, tokens[frame.open].kind == .leftParen else { return false }
        let previous = tokens[index - 1].kind
        return (previous == .leftParen || previous == .comma) && index + 1 < tokens.count
            && tokens[index + 1].kind == .identifier
    }

    // MARK: - Brackets

    private mutating func openBrace(at index: Int) {
        let parent = currentScope
        var scope = Scope(kind: .closure, open: index, close: tokens.count, parent: parent)
        switch pending {
        case .none:
            if let accessor = accessorName(before: index, in: parent) {
                scope.kind = .function
                scope.nameToken = accessor
            }
        case .function(let headerStart, let name):
            scope.kind = .function
            scope.headerStart = headerStart
            scope.nameToken = name
        case .type(let kind, let headerStart):
            scope.kind = .type(kind)
            scope.headerStart = headerStart
            scope.nameToken = typeName(after: headerStart, before: index)
        case .control(let kind, let keyword):
            scope.kind = .block(kind)
            scope.headerStart = keyword
        case .property(let name, let headerStart):
            scope.nameToken = name
            scope.headerStart = headerStart
            // `var x: T {` is a computed property (a body run by name); `let x = {` binds a closure.
            // `var x = 0 { didSet {…} }` has observers, also a body run by name.
            if isTypeAnnotationOnly(from: name + 1, to: index) || startsObserver(index + 1) { scope.kind = .function }
            else if !isOperator(index - 1, "=") { scope.nameToken = nil; scope.headerStart = nil }
        }
        pending = .none
        scopes.append(scope)
        frames.append(Frame(open: index, scope: scopes.count - 1))
        openScopes.append(scopes.count - 1)
    }

    private func startsObserver(_ index: Int) -> Bool {
        guard let name = word(index) else { return false }
        return (name == "willSet" || name == "didSet") && index + 1 < tokens.count
            && (tokens[index + 1].kind == .leftBrace || tokens[index + 1].kind == .leftParen)
    }

    /// `get {`, `set(newValue) {`, `didSet {` … directly inside a computed property's or a
    /// subscript's body.
    private func accessorName(before brace: Int, in parent: Int) -> Int? {
        guard parent > 0, scopes[parent].kind == .function, let property = scopes[parent].nameToken,
              scopes[parent].headerStart.flatMap({ word($0) }).map({ ["var", "let", "subscript"].contains($0) }) == true else { return nil }
        var nameIndex = brace - 1
        if nameIndex >= 0, tokens[nameIndex].kind == .rightParen, partner[nameIndex] >= 0 {
            nameIndex = Int(partner[nameIndex]) - 1
        }
        // Effectful accessors: `get async throws {`.
        while nameIndex > 0, word(nameIndex) == "async" || word(nameIndex) == "throws" { nameIndex -= 1 }
        guard let name = word(nameIndex), ["get", "set", "didSet", "willSet", "_modify", "_read"].contains(name) else {
            return nil
        }
        return property
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

    private func isOperator(_ index: Int, _ text: String) -> Bool {
        index >= 0 && tokens[index].kind == .operator && String(decoding: bytes[tokens[index].range], as: UTF8.self) == text
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
                   ![.period, .comma, .colon].contains(tokens[index - 1].kind),
                   !isOperator(index - 1, "&"), !isOperator(index - 1, "->"), !isOperator(index - 1, "<") {
                    return false
                }
                index += 1
            case .keyword:
                guard let word = word(index), word == "Any" || word == "Self" || word == "throws" else { return false }
                index += 1
            case .operator:
                guard let word = Optional(String(decoding: bytes[tokens[index].range], as: UTF8.self)),
                      word != "=", word.allSatisfy({ "<>?!&->".contains($0) }) else { return false }
                index += 1
            case .leftParen, .leftBracket:
                guard partner[index] >= 0, Int(partner[index]) < end else { return false }
                index = Int(partner[index]) + 1
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
        guard let target = frames[floor...].lastIndex(where: { tokens[$0.open].kind == opener }) else { return }
        closeFrames(downTo: target + 1, at: index)
        let frame = frames.removeLast()
        partner[frame.open] = Int32(index)
        partner[index] = Int32(frame.open)
        if let scope = frame.scope {
            openScopes.removeLast()
            scopes[scope].close = index
            pending = .none // a body ends the header before it; `)` does not (`func f(x: Int) {`)
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
        switch String(decoding: bytes[tokens[index].range].dropFirst(), as: UTF8.self) {
        case "if":
            conditionalBarriers.append(frames.count)
        case "elseif", "else":
            if let barrier = conditionalBarriers.last { closeFrames(downTo: barrier, at: index) }
        case "endif":
            if let barrier = conditionalBarriers.popLast() { closeFrames(downTo: barrier, at: index) }
        default:
            break
        }
    }
}
