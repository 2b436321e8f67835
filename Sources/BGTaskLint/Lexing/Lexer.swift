/// The result of lexing one file: tokens in order, and comments beside them.
public struct TokenStream: Sendable {
    public var tokens: [Token]
    public var comments: [Comment]
    /// How many `{` tokens there are: the parser's scope count, known before it runs.
    public var leftBraces = 0
}

/// A byte-level Swift lexer that splits a file the way swiftc does.
///
/// It never fails: bytes no token starts with become `unknown` tokens, and an unterminated
/// string, comment, interpolation or regex ends at the end of its line or of the file. It keeps
/// its own stack for string interpolations, so nesting depth costs heap, never call stack, and
/// every byte is looked at a bounded number of times (linear time).
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Byte classes and keyword spellings, fetched once per file (see `Keywords.Tables`).
    let tables: Keywords.Tables
    var position = 0
    var tokens: TokenBuffer
    var comments: [Comment] = []
    /// Trivia flags collected since the last token, given to the next one.
    var pendingFlags: Token.Flags = []
    /// Open interpolations, innermost last.
    var interpolations: [Interpolation] = []
    /// The latest line read for a one-line raw string's close (`rawStringClosesOnItsLine`).
    var rawLineCloses: RawLineCloses?
    /// `{` tokens so far (see `TokenStream.leftBraces`).
    var leftBraces = 0

    /// An interpolation `\( … )` in progress: how to go on lexing its string after the `)`.
    struct Interpolation {
        var delimiter: StringDelimiter
        /// Parentheses opened inside the interpolation and not yet closed.
        var parenDepth = 0
    }

    /// How a string literal closes: the number of `#` and whether it is `"""`.
    struct StringDelimiter {
        var hashes: Int
        var multiline: Bool
    }

    public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
        // Real code averages about seven bytes a token; one file in a few hundred has more
        // tokens than this and costs a copy (see `TokenBuffer`).
        let estimate = bytes.count / 5 + 16
        var comments: [Comment] = []
        var leftBraces = 0
        var overflow: [Token]?
        let tokens = [Token](unsafeUninitializedCapacity: estimate) { storage, initialized in
            bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(bytes: buffer, storage: storage)
                lexer.run()
                overflow = lexer.tokens.takeOverflow()
                initialized = overflow == nil ? lexer.tokens.count : 0
                comments = lexer.comments
                leftBraces = lexer.leftBraces
            }
        }
        return TokenStream(tokens: overflow ?? tokens, comments: comments, leftBraces: leftBraces)
    }

    init(bytes: UnsafeBufferPointer<UInt8>, storage: UnsafeMutableBufferPointer<Token>) {
        self.bytes = bytes
        tables = Keywords.tables
        tokens = TokenBuffer(storage: storage)
    }

    // MARK: - Main loop

    mutating func run() {
        skipByteOrderMarkAndShebang()
        while true {
            skipTrivia()
            guard position < bytes.count else { break }
            lexToken()
        }
        // Trailing whitespace or a comment still stands after the last token, with no next
        // token to record it.
        if pendingFlags.contains(.spaceBefore) { tokens.insertIntoLast(.spaceAfter) }
    }

    private mutating func skipByteOrderMarkAndShebang() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        if peek(0) == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            let start = position
            skipToEndOfLine()
            comments.append(Comment(start: Int32(start), end: Int32(position)))
        }
    }

    private mutating func lexToken() {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifierOrKeyword()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexString(hashes: 0, start: position)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            let start = position
            position += 1
            skipIdentifierBody()
            emit(.identifier, from: start)
        case UInt8(ascii: "@"):
            let start = position
            position += 1
            // `` @`Suite` ``: a raw identifier names an attribute too (swift-testing's tests).
            if let end = backtickNameEnd(from: position) { position = end } else { skipIdentifierBody() }
            emit(.attribute, from: start)
        case UInt8(ascii: "{"):
            leftBraces += 1
            single(.leftBrace)
        case UInt8(ascii: "}"): single(.rightBrace)
        case UInt8(ascii: "["): single(.leftBracket)
        case UInt8(ascii: "]"): single(.rightBracket)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ";"): single(.semicolon)
        case UInt8(ascii: "\\"): single(.backslash)
        case UInt8(ascii: "("):
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
            single(.leftParen)
        case UInt8(ascii: ")"):
            lexRightParen()
        case UInt8(ascii: "/"):
            if !lexBareRegexIfPossible() { lexOperator() }
        case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "#"):
            if !lexEditorPlaceholder() { lexOperator() }
        case UInt8(ascii: "."):
            if operatorContinues(at: position + 1) && !startsOptionalKeyPathComponent() {
                lexOperator()
            } else {
                single(.period)
            }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator()
        case 0x80...:
            if let scalar = UnicodeCharacters.scalar(at: position, in: bytes), UnicodeCharacters.isOperatorHead(scalar.value) {
                lexOperator()
            } else {
                lexIdentifierOrKeyword()
            }
        default:
            single(.unknown)
        }
    }

    private mutating func lexRightParen() {
        guard let last = interpolations.last else { return single(.rightParen) }
        if last.parenDepth > 0 {
            interpolations[interpolations.count - 1].parenDepth -= 1
            return single(.rightParen)
        }
        // This `)` closes `\(`: the string goes on right after it.
        single(.interpolationClose)
        let delimiter = interpolations.removeLast().delimiter
        lexStringBody(delimiter, segmentStart: position, isFirstSegment: false)
    }

    // MARK: - Emitting

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, word: Word = .other) {
        if pendingFlags.contains(.spaceBefore) { tokens.insertIntoLast(.spaceAfter) }
        tokens.append(Token(kind: kind, flags: pendingFlags, word: word, start: Int32(start), end: Int32(position)))
        pendingFlags = []
    }

    @inline(__always) private mutating func single(_ kind: TokenKind) {
        let start = position
        position += 1
        emit(kind, from: start)
    }

    @inline(__always) func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    // MARK: - Trivia

    /// Skips whitespace and comments, recording what was skipped in `pendingFlags`.
    ///
    /// The position and flags live in locals while it runs: updating the struct's fields
    /// byte by byte made each byte of indentation wait for the previous byte's store.
    mutating func skipTrivia() {
        var index = position
        var flags = pendingFlags
        defer {
            position = index
            pendingFlags = flags
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
                flags.insert(.spaceBefore)
                index += 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                flags.insert(.spaceBefore) // a non-breaking space, which swiftc takes for a space
                index += 2
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                flags.formUnion([.spaceBefore, .newlineBefore])
                index += 1
                // swiftc ends a one-line string, and the interpolation open in it, at a line break.
                while let innermost = interpolations.last, !innermost.delimiter.multiline {
                    interpolations.removeLast()
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                let end = lineEnd(from: index)
                comments.append(Comment(start: Int32(index), end: Int32(end)))
                flags.insert(.spaceBefore)
                index = end
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                position = index
                pendingFlags = flags
                skipBlockComment()
                index = position
                flags = pendingFlags
                flags.insert(.spaceBefore)
            default:
                return
            }
        }
    }

    mutating func skipToEndOfLine() {
        position = lineEnd(from: position)
    }

    /// The index of the first `\n` or `\r` at or after `start`, or the end of the file.
    ///
    /// Comments are a good part of most files, so this tests eight bytes per step: a byte of
    /// `chunk ^ 0x0A0A…` is zero where `chunk` holds `\n`, and `(v - 0x0101…) & ~v & 0x8080…`
    /// marks zero bytes. Its lowest mark is always a real one (a false mark needs a borrow from
    /// a real zero byte below it), which is all a search for the first needs.
    func lineEnd(from start: Int) -> Int {
        var index = start
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while index + 8 <= bytes.count {
            let chunk = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let marks = Lexer.zeroBytes(chunk ^ 0x0A0A_0A0A_0A0A_0A0A) | Lexer.zeroBytes(chunk ^ 0x0D0D_0D0D_0D0D_0D0D)
            if marks != 0 { return index + marks.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            index += 1
        }
        return index
    }

    @inline(__always) static func zeroBytes(_ value: UInt64) -> UInt64 {
        (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
    }

    /// `/* … */` with nesting, as Swift has it; an unterminated one runs to the end of the file.
    private mutating func skipBlockComment() {
        let start = position
        var index = position + 2
        var depth = 1
        var sawLineBreak = false
        while index < bytes.count, depth > 0 {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { sawLineBreak = true }
                index += 1
            }
        }
        position = index
        if sawLineBreak { pendingFlags.insert(.newlineBefore) }
        comments.append(Comment(start: Int32(start), end: Int32(position)))
    }

    // MARK: - Identifiers and keywords

    /// Whether `byte` has any of the `ByteClass` bits in `mask`.
    @inline(__always) func isClass(_ byte: UInt8, _ mask: UInt8) -> Bool {
        tables.byteClasses[Int(byte)] & mask != 0
    }

    /// Advances over bytes of the `ByteClass`es in `mask`.
    @inline(__always) mutating func skip(whileClass mask: UInt8) {
        while position < bytes.count, isClass(bytes[position], mask) { position += 1 }
    }

    /// Advances over the rest of a name: ASCII name bytes, and any other character but a
    /// non-breaking space or an operator character (`UnicodeCharacters`).
    @inline(__always) mutating func skipIdentifierBody() {
        skip(whileClass: ByteClass.asciiIdentifierBody)
        if position < bytes.count, bytes[position] >= 0x80 { skipNonASCIIIdentifierBody() }
    }

    /// The rest of a name from a byte ≥ 0x80 on (rare: out of the way of the ASCII loop).
    @inline(never) private mutating func skipNonASCIIIdentifierBody() {
        while position < bytes.count {
            if bytes[position] < 0x80 {
                guard isClass(bytes[position], ByteClass.asciiIdentifierBody) else { return }
                position += 1
                continue
            }
            guard let scalar = UnicodeCharacters.scalar(at: position, in: bytes) else {
                position += 1 // not UTF-8 (only the fuzzer hands such bytes over): one byte of a name
                continue
            }
            if scalar.value == 0xA0 || UnicodeCharacters.isOperatorHead(scalar.value) { return }
            position += scalar.length
        }
    }

    private mutating func lexIdentifierOrKeyword() {
        let start = position
        position += bytes[position] < 0x80 ? 1 : UnicodeCharacters.scalar(at: position, in: bytes)?.length ?? 1
        skipIdentifierBody()
        let word = tables.word(at: bytes.baseAddress! + start, count: position - start, readable: bytes.count - start)
        // After `.` a reserved word names a member (`Mode.default`, `Foo.self`, `x.init()`).
        let isKeyword = word.isReserved && !tokens.lastIs(.period)
        emit(isKeyword ? .keyword : .identifier, from: start, word: word)
    }

    /// `` `name` `` — raw identifiers may hold spaces, but never a line break or a backtick.
    private mutating func lexBacktickIdentifier() {
        if let end = backtickNameEnd(from: position) {
            let start = position
            position = end
            emit(.identifier, from: start)
        } else {
            single(.unknown)
        }
    }

    /// Where the raw identifier whose opening backtick is at `start` ends (past its closing
    /// backtick), or nil when no backtick closes it on its line or it is empty.
    private func backtickNameEnd(from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "`") else { return nil }
        var scan = start + 1
        while scan < bytes.count, bytes[scan] != UInt8(ascii: "`"), bytes[scan] != UInt8(ascii: "\n"),
              bytes[scan] != UInt8(ascii: "\r") {
            scan += 1
        }
        return scan < bytes.count && bytes[scan] == UInt8(ascii: "`") && scan > start + 1 ? scan + 1 : nil
    }

    /// `<#T##() -> Void#>`: an editor placeholder, which swiftc lexes as one identifier.
    private mutating func lexEditorPlaceholder() -> Bool {
        var scan = position + 2
        while scan + 1 < bytes.count, bytes[scan] != UInt8(ascii: "\n") {
            // Stopping at the next `<#` keeps a line full of `<#` linear.
            if bytes[scan] == UInt8(ascii: "<"), bytes[scan + 1] == UInt8(ascii: "#") { return false }
            if bytes[scan] == UInt8(ascii: "#"), bytes[scan + 1] == UInt8(ascii: ">") {
                let start = position
                position = scan + 2
                emit(.identifier, from: start)
                return true
            }
            scan += 1
        }
        return false
    }

    // MARK: - Pound

    private mutating func lexPound() {
        let start = position
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch peek(hashes) {
        case UInt8(ascii: "\""):
            position += hashes
            lexString(hashes: hashes, start: start)
        case UInt8(ascii: "/"):
            lexExtendedRegex(hashes: hashes)
        default:
            // `` #`expect`(…) ``: a macro named by a raw identifier (never a directive).
            if hashes == 1, let end = backtickNameEnd(from: position + 1) {
                position = end
                return emit(.poundKeyword, from: start)
            }
            guard hashes == 1, let next = peek(1), isClass(next, ByteClass.identifierBody) else {
                // The whole run becomes one token: giving back one `#` at a time would recount
                // the rest of the run for each, which is quadratic in a long `####…`.
                position += hashes
                return emit(.unknown, from: start)
            }
            position += 1
            skipIdentifierBody()
            emit(isDirective(start + 1..<position) ? .poundDirective : .poundKeyword, from: start)
        }
    }

    private func isDirective(_ range: Range<Int>) -> Bool {
        spells(range, "if") || spells(range, "elseif") || spells(range, "else") || spells(range, "endif")
            || spells(range, "sourceLocation")
    }

    /// Whether the bytes of `range` are exactly `text` (no String is built).
    func spells(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != pointer[offset] { return false }
        return true
    }
}
