// MARK: - Operators

extension Lexer {
    /// Lexes the longest operator at `position` (maximal munch), as swiftc does.
    ///
    /// Only an operator that starts with `.` may hold more dots (`...`, `..<`); `//` and `/*`
    /// inside a run start a comment instead; a left-bound `?` or `!` is a postfix operator of
    /// its own, so `self?.end()` and `value!.id` lex as `self ? . end`.
    ///
    /// The postfix rule has no exception for a following `=` or `?`: swiftc parses `a!=b` as the
    /// assignment `a! = b` and `a?? 0` as `a? ? 0`, and a linter must see what the compiler sees.
    mutating func lexOperator() {
        let start = position
        let first = bytes[position]
        position += first < 0x80 ? 1 : UnicodeCharacters.scalar(at: position, in: bytes)?.length ?? 1
        let leftBound = !pendingFlags.contains(.spaceBefore) && tokens.last.map(Lexer.bindsOperatorToTheLeft) == true
        if leftBound, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
            return emit(.operator, from: start)
        }
        let startsWithDot = first == UInt8(ascii: ".")
        var inPrefixPosition: Bool? // whether swiftc reads the run as a prefix operator, once asked
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), let next = peek(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                break
            }
            if byte >= 0x80 {
                guard let scalar = UnicodeCharacters.scalar(at: position, in: bytes),
                      UnicodeCharacters.isOperatorCharacter(scalar.value) else { break }
                position += scalar.length
                continue
            }
            guard isClass(byte, ByteClass.operatorByte) || (startsWithDot && byte == UInt8(ascii: ".")) else { break }
            // A prefix operator written against a bare regex applies to it (`~/}/`, `!/a/`):
            // swiftc splits the operator at the `/` when a regex can be lexed from there.
            if byte == UInt8(ascii: "/") {
                // Asked once per run: each `/` of a line-long run reading on to its end was quadratic.
                if inPrefixPosition == nil { inPrefixPosition = startsPrefixOperator() }
                if regexMayStartHere() || inPrefixPosition == true, let end = bareRegexEnd(from: position) {
                    emitOperator(from: start)
                    let regexStart = position
                    position = end
                    return emit(.regex, from: regexStart)
                }
            }
            position += 1
        }
        emitOperator(from: start)
    }

    /// Whether the byte at `index` may continue an operator that starts with `.`: another `.`, an
    /// operator byte, or an operator character beyond ASCII.
    ///
    /// swiftc lexes `.` like any operator head, so `.` followed by these is one operator (`..<`,
    /// `...`, a declared `.&&`), while `.` before a name, a digit, `(` or a space stays the member
    /// dot (`a.b`, `.init`, `x?.y`, `.5`). Only the next character is looked at: `lexOperator`
    /// then takes the run.
    func operatorContinues(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        if byte < 0x80 { return byte == UInt8(ascii: ".") || isClass(byte, ByteClass.operatorByte) }
        guard let scalar = UnicodeCharacters.scalar(at: index, in: bytes) else { return false }
        return UnicodeCharacters.isOperatorCharacter(scalar.value)
    }

    /// Whether the `.` at `position` starts an optional key-path component, `\.?.name` or
    /// `\Root.!.name`: the `.` of a key path followed by `?` or `!`.
    ///
    /// swiftc's lexer makes `.?.` one operator there too, but its parser (like swift-syntax's)
    /// splits it into `.`, `?`, `.`; elsewhere `.?`, `.!` start operators (SIMD's `.!=`). The
    /// key path is recognised by its start: `\` right before the `.`, or `\` and names joined
    /// by dots with the `.` glued to the last, each name maybe made optional by a glued `?` or
    /// `!` (`\Sample?.?.stored`, swift-foundation's tests). Looking back at most
    /// `keyPathRootLimit` tokens keeps a long chain of names linear.
    func startsOptionalKeyPathComponent() -> Bool {
        guard let next = peek(1), next == UInt8(ascii: "?") || next == UInt8(ascii: "!"),
              let last = tokens.last else { return false }
        if last.kind == .backslash { return true }
        guard !pendingFlags.contains(.spaceBefore) else { return false }
        var index = tokens.count - 1
        var expectsName = true
        while index >= 0, tokens.count - index <= Lexer.keyPathRootLimit {
            let token = tokens[index]
            if token.kind == .backslash { return true }
            if expectsName, isGluedOptionalMark(token) {
                index -= 1
                continue
            }
            guard token.kind == (expectsName ? .identifier : .period) else { return false }
            expectsName.toggle()
            index -= 1
        }
        return false
    }

    /// A postfix `?` or `!` written right after the token before it (`Sample?`).
    private func isGluedOptionalMark(_ token: Token) -> Bool {
        token.kind == .operator && token.end - token.start == 1 && !token.spaceBefore
            && (bytes[Int(token.start)] == UInt8(ascii: "?") || bytes[Int(token.start)] == UInt8(ascii: "!"))
    }

    /// How many tokens `startsOptionalKeyPathComponent` reads back for a key path's root type.
    static let keyPathRootLimit = 16

    /// Emits the operator lexed from `start`; a lone `.` is the member dot. It is left alone when
    /// the run after it starts a comment (`x./* c */y`) or a regex (`f(./a/)`), as swiftc
    /// cuts the operator there and then reads the `.` by itself.
    private mutating func emitOperator(from start: Int) {
        let isLoneDot = position - start == 1 && bytes[start] == UInt8(ascii: ".")
        emit(isLoneDot ? .period : .operator, from: start)
    }

    /// Whether an operator glued to this token's right side is postfix or infix (not prefix).
    static func bindsOperatorToTheLeft(_ token: Token) -> Bool {
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .interpolationOpen, .operator:
            return false
        default:
            return true
        }
    }

    // MARK: - Regex literals

    /// Lexes `/…/` when swiftc would: in expression position or as a prefix operator, not
    /// followed by a space, closed on the same line, not ending in a space and with no unbalanced
    /// `)` (else it is division).
    mutating func lexBareRegexIfPossible() -> Bool {
        guard regexMayStartHere() || startsPrefixOperator(), let end = bareRegexEnd(from: position) else { return false }
        let start = position
        position = end
        emit(.regex, from: start)
        return true
    }

    /// Whether the `/` here is in an operator swiftc reads as prefix, whatever token comes
    /// before: whitespace or a comment before the operator, none right after it (`x +/y/` and
    /// `b⏎!/c/` apply `+` and `!` to a regex). A
    /// binary operator needs whitespace on both sides or on neither, so swiftc's parser ends the
    /// expression there and lexes a regex from the `/` if it can: `"key"⏎/\}/` in a regex builder,
    /// `total⏎  /=y/`; `total⏎  /= y` stays the operator `/=`.
    private func startsPrefixOperator() -> Bool {
        guard pendingFlags.contains(.spaceBefore), let previous = tokens.last, !Lexer.declaresOperator(previous) else {
            return false
        }
        var end = position + 1
        while end < bytes.count, operatorContinuesRun(at: end) { end += 1 }
        // swiftc's right-bound test at the operator's end.
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"),
             UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return false // `//` or `/*`: a comment, which counts as whitespace
        case 0xC2:
            return !(end + 1 < bytes.count && bytes[end + 1] == 0xA0) // a non-breaking space
        default:
            return true
        }
    }

    /// Whether the byte at `index` continues an operator that started with `/` (not with `.`),
    /// short of a comment's start. Operator characters beyond ASCII end the run: the run is only
    /// asked whether it is right-bound, and such a character is (as the operator's own) not space.
    private func operatorContinuesRun(at index: Int) -> Bool {
        let byte = bytes[index]
        guard byte < 0x80, isClass(byte, ByteClass.operatorByte) else { return false }
        return !(byte == UInt8(ascii: "/") && index + 1 < bytes.count
                 && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")))
    }

    /// Whether `token` is `func` or `operator`, after which an operator is a name being declared
    /// (`static func /(lhs: Size, rhs: Int)`, `infix operator /^/`), never a regex.
    static func declaresOperator(_ token: Token) -> Bool {
        token.kind == .keyword && (token.word == .func || token.word == .operator)
    }

    /// Where a bare regex opening with the `/` at `start` would end (past its closing `/`), or
    /// nil when swiftc would read division there. A `(` or `)` inside a character class
    /// (`/[)}]/`) is a character of the class, not a group.
    func bareRegexEnd(from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        let first = bytes[start + 1]
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
            || first == UInt8(ascii: "\r") {
            return nil
        }
        var scan = start + 1
        var parenBalance = 0
        var classDepth = 0
        var escapeEnd = -1 // just past the last escape: an escaped space (`/\{\ /`) may end the regex
        while scan < bytes.count {
            switch bytes[scan] {
            case UInt8(ascii: "\\"):
                // An escape never hides the line break that ends a bare regex.
                scan += Lexer.isLineBreak(at: scan + 1, in: bytes) ? 1 : 2
                escapeEnd = scan
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "["):
                classDepth += 1
                // A `]` first in a class (after `[` or `[^`) is one of its characters.
                if scan + 1 < bytes.count, bytes[scan + 1] == UInt8(ascii: "^") { scan += 1 }
                if scan + 1 < bytes.count, bytes[scan + 1] == UInt8(ascii: "]") { scan += 1 }
            case UInt8(ascii: "]") where classDepth > 0:
                classDepth -= 1
            case UInt8(ascii: "(") where classDepth == 0:
                parenBalance += 1
            case UInt8(ascii: ")") where classDepth == 0:
                parenBalance -= 1
                if parenBalance < 0 { return nil }
            case UInt8(ascii: "/"):
                let last = bytes[scan - 1]
                if last == UInt8(ascii: " ") || last == UInt8(ascii: "\t"), scan != escapeEnd { return nil }
                return scan + 1
            default:
                break
            }
            scan += 1
        }
        return nil
    }

    /// `#/…/#` (any number of `#`); it may span lines when a line break follows the opener.
    ///
    /// `#/` can start nothing else, so swiftc commits to a regex: an unterminated one-line
    /// literal ends at its line break ("unterminated regex literal") and an unterminated
    /// multi-line one at the end of the file. Consuming the text also keeps a line full of `#/`
    /// linear; backing off one `#` at a time would rescan the rest of the line for each opener.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = position
        var scan = position + hashes + 1
        // Spaces may come between the opener and the line break (swiftc's `-dump-parse` shows one
        // literal spanning the lines).
        var afterOpener = scan
        while afterOpener < bytes.count, bytes[afterOpener] == UInt8(ascii: " ") || bytes[afterOpener] == UInt8(ascii: "\t") {
            afterOpener += 1
        }
        let multiline = afterOpener < bytes.count && (bytes[afterOpener] == UInt8(ascii: "\n") || bytes[afterOpener] == UInt8(ascii: "\r"))
        while scan < bytes.count {
            let byte = bytes[scan]
            if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "\\") {
                // An escape never hides the line break that ends a one-line literal.
                scan += multiline || !Lexer.isLineBreak(at: scan + 1, in: bytes) ? 2 : 1
                continue
            }
            if byte == UInt8(ascii: "/"), hashesFollow(at: scan + 1, count: hashes) {
                scan += 1 + hashes
                break
            }
            scan += 1
        }
        position = min(scan, bytes.count)
        emit(.regex, from: start)
    }

    /// Whether `index` holds `\n` or `\r`; past the end is no line break, so callers need no bounds check.
    static func isLineBreak(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index < bytes.count && (bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r"))
    }

    /// Whether the previous token leaves the parser expecting an operand, so `/` opens a regex.
    private func regexMayStartHere() -> Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier:
            // `await` is a name to the lexer, but swiftc reads an operand after it: `await /}/`.
            return previous.word == .await
        case .number, .string, .stringSegment, .regex, .rightParen, .rightBracket, .rightBrace,
             .period, .poundKeyword, .attribute, .unknown, .interpolationClose:
            return false
        case .keyword:
            return !previous.word.endsExpression && !Lexer.declaresOperator(previous)
        case .operator:
            // A postfix `?`/`!` ends an operand, except in `try?` / `try!`.
            let isPostfix = previous.end - previous.start == 1 && !previous.spaceBefore
                && (bytes[previous.range.lowerBound] == UInt8(ascii: "?") || bytes[previous.range.lowerBound] == UInt8(ascii: "!"))
            guard isPostfix, tokens.count >= 2 else { return true }
            let beforeIt = tokens[tokens.count - 2]
            return beforeIt.kind == .keyword && beforeIt.word == .try
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .interpolationOpen,
             .poundDirective:
            return true
        case .backslash:
            // A key path never continues with `/`. Allowing a regex here would let `/\/\/\/…`
            // rescan the line from every `/` the previous scan had skipped as escaped.
            return false
        }
    }
}
