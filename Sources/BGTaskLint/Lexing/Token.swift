/// What a token is. Only the distinctions a brace-aware parser needs are kept.
public enum TokenKind: UInt8, Sendable {
    /// Names, including backticked names, `$0`, `$name`, contextual keywords and editor placeholders.
    case identifier
    /// Reserved words (`func`, `self`, `if` …). After a `.` a reserved word is a member name: `identifier`.
    case keyword
    case number
    /// A whole string literal without interpolation.
    case string
    /// A piece of an interpolated string literal (delimiters included in the first and last piece).
    case stringSegment
    /// `\(` or `\#(` inside a string: opens code that runs to the matching `interpolationClose`.
    case interpolationOpen
    case interpolationClose
    case regex
    case `operator`
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, semicolon, period
    /// `\` outside a string: a key path.
    case backslash
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`.
    case poundDirective
    /// `#selector`, `#available`, `#line`, macro expansions …
    case poundKeyword
    /// `@name`.
    case attribute
    /// A byte no Swift token starts with.
    case unknown
}

/// One token: its kind and byte range in the file, plus the whitespace facts the parser needs.
///
/// Offsets are `Int32`: the analyzer refuses files of 2 GiB and more long before this matters,
/// and a 12-byte token keeps the token array cache friendly (`word` fills what was padding).
public struct Token: Sendable {
    public var kind: TokenKind
    public var flags: Flags
    /// For an `identifier` or `keyword` token, the `Word` its text spells (`.other` for any other
    /// name); `.other` for every other kind. A reserved word after `.` is an identifier that
    /// still spells its word (`Mode.default`).
    public var word: Word = .other
    public var start: Int32
    public var end: Int32

    public var range: Range<Int> { Int(start)..<Int(end) }

    public struct Flags: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A line break (possibly inside a comment) stands between this token and the previous one.
        public static let newlineBefore = Flags(rawValue: 1)
        /// Whitespace or a comment stands right before this token.
        public static let spaceBefore = Flags(rawValue: 2)
        /// Whitespace or a comment stands right after this token (set when the next token is lexed,
        /// or at the end of the file).
        public static let spaceAfter = Flags(rawValue: 4)
    }

    public var newlineBefore: Bool { flags.contains(.newlineBefore) }
    public var spaceBefore: Bool { flags.contains(.spaceBefore) }
    public var spaceAfter: Bool { flags.contains(.spaceAfter) }
}

/// A comment's byte range; comments live beside the tokens so rules never meet them.
public struct Comment: Sendable {
    public var start: Int32
    public var end: Int32
    public var range: Range<Int> { Int(start)..<Int(end) }
}
