import XCTest
@testable import BGTaskLint

/// One test per lexical construct of STYLE.md §3 (the row number is in each test's comment),
/// plus the lexer bugs those rows uncovered. Expected tokens were checked against
/// `swiftc -frontend -dump-parse` / `swiftc -parse` (Swift 6.3).
final class LexerTests: XCTestCase {
    // MARK: - Helpers

    /// A token rendered as `(kind, text)` so expectations read like the source.
    typealias Lexeme = (kind: TokenKind, text: String)

    private func stream(_ source: String) -> (bytes: [UInt8], stream: TokenStream) {
        let bytes = Array(source.utf8)
        return (bytes, Lexer.tokenize(bytes))
    }

    private func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func lex(_ source: String) -> [Lexeme] {
        let (bytes, stream) = stream(source)
        return stream.tokens.map { ($0.kind, text(bytes, $0.range)) }
    }

    private func comments(_ source: String) -> [String] {
        let (bytes, stream) = stream(source)
        return stream.comments.map { text(bytes, $0.range) }
    }

    /// Compares rendered token lists, so a failure prints both lists line by line.
    private func assertTokens(
        _ source: String, _ expected: [Lexeme], file: StaticString = #filePath, line: UInt = #line
    ) {
        let render = { (lexemes: [Lexeme]) in lexemes.map { "\($0.kind) \($0.text)" } }
        XCTAssertEqual(render(lex(source)), render(expected), file: file, line: line)
    }

    /// 1-based line and UTF-8 byte column of an offset, as swiftc reports them.
    private func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    // MARK: - Strings and interpolation

    /// §3 row 1.
    func testBracesAndCommentMarkersInsideStringAreText() {
        assertTokens(#"let s = "} // not a comment { /* nor this""#, [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="),
            (.string, #""} // not a comment { /* nor this""#),
        ])
        XCTAssertEqual(comments(#"let s = "} // not a comment { /* nor this""#), [])
    }

    /// §3 row 2.
    func testEscapedQuoteAndTrailingEscapedBackslash() {
        assertTokens(#"let q = "say \"hi\" then C:\\" + x"#, [
            (.keyword, "let"), (.identifier, "q"), (.operator, "="),
            (.string, #""say \"hi\" then C:\\""#), (.operator, "+"), (.identifier, "x"),
        ])
    }

    /// §3 row 3.
    func testInterpolationWithNestedStringContainingParen() {
        assertTokens(#"let m = "id=\(lookup(key: "a)b", fallback: (1 + 2)))""#, [
            (.keyword, "let"), (.identifier, "m"), (.operator, "="),
            (.stringSegment, #""id="#), (.interpolationOpen, #"\("#),
            (.identifier, "lookup"), (.leftParen, "("), (.identifier, "key"), (.colon, ":"),
            (.string, #""a)b""#), (.comma, ","), (.identifier, "fallback"), (.colon, ":"),
            (.leftParen, "("), (.number, "1"), (.operator, "+"), (.number, "2"), (.rightParen, ")"),
            (.rightParen, ")"), (.interpolationClose, ")"), (.stringSegment, #"""#),
        ])
    }

    /// §3 row 4.
    func testInterpolationHoldingClosureWithInterpolatedString() {
        assertTokens(#"let j = "\(tasks.map { "<\($0.id)>" }.joined(separator: ","))""#, [
            (.keyword, "let"), (.identifier, "j"), (.operator, "="),
            (.stringSegment, #"""#), (.interpolationOpen, #"\("#),
            (.identifier, "tasks"), (.period, "."), (.identifier, "map"), (.leftBrace, "{"),
            (.stringSegment, #""<"#), (.interpolationOpen, #"\("#),
            (.identifier, "$0"), (.period, "."), (.identifier, "id"),
            (.interpolationClose, ")"), (.stringSegment, #">""#),
            (.rightBrace, "}"), (.period, "."), (.identifier, "joined"), (.leftParen, "("),
            (.identifier, "separator"), (.colon, ":"), (.string, #"",""#), (.rightParen, ")"),
            (.interpolationClose, ")"), (.stringSegment, #"""#),
        ])
    }

    /// §3 row 5.
    func testUnicodeAndControlEscapesStayInOneString() {
        assertTokens(#"let e = "\u{1F600}\t\0\\""#, [
            (.keyword, "let"), (.identifier, "e"), (.operator, "="), (.string, #""\u{1F600}\t\0\\""#),
        ])
    }

    /// §3 row 6.
    func testMultilineStringClosesOnlyAtUnescapedTripleQuote() {
        let literal = "\"\"\"\n    He said \"done\" } and \\\"\"\" is still text\n    \"\"\""
        assertTokens("let body = \(literal)\nx", [
            (.keyword, "let"), (.identifier, "body"), (.operator, "="), (.string, literal), (.identifier, "x"),
        ])
    }

    /// §3 row 7.
    func testEscapedNewlineContinuesMultilineString() {
        let literal = "\"\"\"\n    first half \\\n    same line\n    \"\"\""
        assertTokens("let joined = \(literal)", [
            (.keyword, "let"), (.identifier, "joined"), (.operator, "="), (.string, literal),
        ])
    }

    /// §3 row 8.
    func testEscapedQuotesNeverFormTripleQuote() {
        assertTokens(#"let k = "\"\"\"" + """#, [
            (.keyword, "let"), (.identifier, "k"), (.operator, "="),
            (.string, #""\"\"\"""#), (.operator, "+"), (.string, #""""#),
        ])
    }

    /// §3 row 9.
    func testRawStringBackslashAndParenAreLiteral() {
        assertTokens(##"let path = #"C:\temp\(notInterpolated)"#"##, [
            (.keyword, "let"), (.identifier, "path"), (.operator, "="),
            (.string, ##"#"C:\temp\(notInterpolated)"#"##),
        ])
    }

    /// §3 row 10.
    func testRawInterpolationNeedsMatchingHashes() {
        assertTokens(##"let v = #"count: \#(items.count), raw: \(x)"#"##, [
            (.keyword, "let"), (.identifier, "v"), (.operator, "="),
            (.stringSegment, ##"#"count: "##), (.interpolationOpen, ##"\#("##),
            (.identifier, "items"), (.period, "."), (.identifier, "count"),
            (.interpolationClose, ")"), (.stringSegment, ##", raw: \(x)"#"##),
        ])
    }

    /// §3 row 11.
    func testRawStringClosingDelimiterNeedsEveryHash() {
        assertTokens(###"let h = ##"a "# b"##; x"###, [
            (.keyword, "let"), (.identifier, "h"), (.operator, "="),
            (.string, ###"##"a "# b"##"###), (.semicolon, ";"), (.identifier, "x"),
        ])
    }

    /// §3 row 12: swiftc's dump shows the value `"`.
    func testHashTripleQuoteHashIsSingleLineRawString() {
        assertTokens("let quote = #\"\"\"#\nlet y = 1", [
            (.keyword, "let"), (.identifier, "quote"), (.operator, "="), (.string, "#\"\"\"#"),
            (.keyword, "let"), (.identifier, "y"), (.operator, "="), (.number, "1"),
        ])
    }

    /// A raw string opened by three quotes is one line long whenever its line holds a `"` and
    /// its `#`s further on, as swiftc decides it (`swiftc -dump-parse` gives the values noted).
    /// swift-syntax's own sources hold `#"""""#` (`"""`) and `###"""abc"###`; we read each as a
    /// multi-line opener that ran on to the next `"""#`, lines later.
    func testRawStringOpenedByThreeQuotesIsOneLineWhenItClosesOnItsLine() {
        // `Q` stands for `"`: the test's own literals stay plain.
        let lines = [
            "let a = #QQQQQ#",
            "let b = ###QQQabcQ###",
            "let c = #QQQabcQQQ#",
            "let d = #QQQx\\#(#QQQyQ#)zQ#",
            "let e = ##QQQqQ#rQ##",
            "let f = #QQQ",
            "    gQ# Q# QQQ#",
        ]
        let source = lines.joined(separator: "\n").replacingOccurrences(of: "Q", with: "\"")
        let strings = lex(source).filter { [.string, .stringSegment].contains($0.kind) }.map(\.text)
        XCTAssertEqual(strings.map { $0.replacingOccurrences(of: "\"", with: "Q") }, [
            "#QQQQQ#", "###QQQabcQ###", "#QQQabcQQQ#",
            "#QQQx", "#QQQyQ#", "zQ#", "##QQQqQ#rQ##", // segments: the interpolation's `\\#(` and `)` apart
            "#QQQ\n    gQ# Q# QQQ#",
        ])
    }

    /// §3 row 13.
    func testRawMultilineStringInterpolatesOnlyWithHash() {
        let source = "let raw = #\"\"\"\n    \\(x) stays literal, \\#(x) is interpolated\n    \"\"\"#\nz"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "raw"), (.operator, "="),
            (.stringSegment, "#\"\"\"\n    \\(x) stays literal, "), (.interpolationOpen, "\\#("),
            (.identifier, "x"), (.interpolationClose, ")"),
            (.stringSegment, " is interpolated\n    \"\"\"#"), (.identifier, "z"),
        ])
    }

    /// §3 row 14 (invalid input).
    func testUnterminatedStringEndsAtLineBreak() {
        assertTokens("let bad = \"oops\nlet next = 1", [
            (.keyword, "let"), (.identifier, "bad"), (.operator, "="), (.string, "\"oops"),
            (.keyword, "let"), (.identifier, "next"), (.operator, "="), (.number, "1"),
        ])
    }

    /// §3 row 14, inside an interpolation: the line break ends the string and its `\(`.
    func testUnterminatedInterpolationEndsAtLineBreak() {
        assertTokens("let bad = \"a\\(foo(\nlet next = (1)", [
            (.keyword, "let"), (.identifier, "bad"), (.operator, "="),
            (.stringSegment, "\"a"), (.interpolationOpen, "\\("), (.identifier, "foo"), (.leftParen, "("),
            (.keyword, "let"), (.identifier, "next"), (.operator, "="),
            (.leftParen, "("), (.number, "1"), (.rightParen, ")"),
        ])
    }

    func testMultilineStringInterpolationMaySpanLines() {
        let source = "let s = \"\"\"\n\\(f(\n  a)\n)\n\"\"\""
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="),
            (.stringSegment, "\"\"\"\n"), (.interpolationOpen, "\\("),
            (.identifier, "f"), (.leftParen, "("), (.identifier, "a"), (.rightParen, ")"),
            (.interpolationClose, ")"), (.stringSegment, "\n\"\"\""),
        ])
    }

    // MARK: - Comments

    /// §3 row 15.
    func testNestedBlockComments() {
        let source = "/* outer /* inner */ still comment } */ let x = 1"
        assertTokens(source, [(.keyword, "let"), (.identifier, "x"), (.operator, "="), (.number, "1")])
        XCTAssertEqual(comments(source), ["/* outer /* inner */ still comment } */"])
    }

    /// §3 row 16.
    func testCommentMarkersInURLStringAreNotComments() {
        let source = #"let url = URL(string: "https://example.com/*path")!"#
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "url"), (.operator, "="), (.identifier, "URL"),
            (.leftParen, "("), (.identifier, "string"), (.colon, ":"),
            (.string, #""https://example.com/*path""#), (.rightParen, ")"), (.operator, "!"),
        ])
        XCTAssertEqual(comments(source), [])
    }

    /// §3 row 17.
    func testLineCommentSwallowsApostropheBraceAndQuote() {
        let source = "foo() // don't close { here \"\nbar"
        assertTokens(source, [
            (.identifier, "foo"), (.leftParen, "("), (.rightParen, ")"), (.identifier, "bar"),
        ])
        XCTAssertEqual(comments(source), ["// don't close { here \""])
    }

    /// §3 row 18.
    func testDocCommentsAndCommentTouchingIdentifier() {
        let source = "/** doc */ /// ends the task\nlet z = a + b// no space"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "z"), (.operator, "="),
            (.identifier, "a"), (.operator, "+"), (.identifier, "b"),
        ])
        XCTAssertEqual(comments(source), ["/** doc */", "/// ends the task", "// no space"])
        let tokens = stream(source).stream.tokens
        XCTAssertTrue(tokens[0].newlineBefore)
        XCTAssertTrue(tokens[5].spaceAfter, "a comment right after `b` counts as space")
    }

    /// §3 row 19.
    func testCommentCountsAsWhitespaceForOperatorBoundness() {
        let source = "let y = a /* note */ + b"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "y"), (.operator, "="),
            (.identifier, "a"), (.operator, "+"), (.identifier, "b"),
        ])
        let plus = stream(source).stream.tokens[4]
        XCTAssertTrue(plus.spaceBefore)
        XCTAssertTrue(plus.spaceAfter)
        // Glued to the comment on both sides the operator is still binary (not postfix).
        assertTokens("a/**/?/**/b", [(.identifier, "a"), (.operator, "?"), (.identifier, "b")])
    }

    // MARK: - Regex literals vs division

    /// §3 row 20.
    func testBareRegexHoldingBracesAndParens() {
        assertTokens(#"let r = /[{}()]+\d{2}/"#, [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, #"/[{}()]+\d{2}/"#),
        ])
    }

    /// §3 row 21.
    func testDivisionChainIsNotRegex() {
        assertTokens("let ratio = total / count / 2; let q = a/b/c", [
            (.keyword, "let"), (.identifier, "ratio"), (.operator, "="),
            (.identifier, "total"), (.operator, "/"), (.identifier, "count"), (.operator, "/"), (.number, "2"),
            (.semicolon, ";"), (.keyword, "let"), (.identifier, "q"), (.operator, "="),
            (.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"),
        ])
    }

    /// §3 row 22.
    func testExtendedRegexClosesOnlyAtSlashHash() {
        assertTokens("let ex = #/usr/(local/)?bin/#; x", [
            (.keyword, "let"), (.identifier, "ex"), (.operator, "="), (.regex, "#/usr/(local/)?bin/#"),
            (.semicolon, ";"), (.identifier, "x"),
        ])
    }

    /// §3 row 23.
    func testRegexInArgumentPosition() {
        assertTokens(#"let parts = line.split(separator: /\s*,\s*/)"#, [
            (.keyword, "let"), (.identifier, "parts"), (.operator, "="),
            (.identifier, "line"), (.period, "."), (.identifier, "split"), (.leftParen, "("),
            (.identifier, "separator"), (.colon, ":"), (.regex, #"/\s*,\s*/"#), (.rightParen, ")"),
        ])
    }

    /// §3 row 24.
    func testRegexAfterTryQuestion() {
        assertTokens(#"let m = try? /\d+/.wholeMatch(in: s)"#, [
            (.keyword, "let"), (.identifier, "m"), (.operator, "="), (.keyword, "try"), (.operator, "?"),
            (.regex, #"/\d+/"#), (.period, "."), (.identifier, "wholeMatch"), (.leftParen, "("),
            (.keyword, "in"), (.colon, ":"), (.identifier, "s"), (.rightParen, ")"),
        ])
    }

    /// swiftc reads an operand after `await` (a name to the lexer): `/}/` is a regex there, and
    /// its brace closes nothing. A name before `/` still divides.
    func testRegexAfterAwait() {
        assertTokens("let r = await /}/\nlet q = waits / 2 / 1", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.identifier, "await"), (.regex, "/}/"),
            (.keyword, "let"), (.identifier, "q"), (.operator, "="), (.identifier, "waits"), (.operator, "/"),
            (.number, "2"), (.operator, "/"), (.number, "1"),
        ])
    }

    /// A `/` with whitespace before it and none after its operator is a prefix operator to
    /// swiftc whatever token comes before, so its parser lexes a regex from it: a regex builder's
    /// line after a string (`"key"⏎/\}/`), after `)`. `/= u` so placed stays an operator (it is
    /// not right-bound), and so does a `/` with spaces on both sides or on neither. (Checked with
    /// `swiftc -frontend -parse -swift-version 6 -dump-parse`.)
    func testSlashInPrefixPositionStartsARegexAfterAnOperand() {
        assertTokens("Regex {\n  \"key\"\n  /\\}/\n}\nlet w = (2)\n  /=a/\nu\n  /= u/2\nlet q = a/b/c", [
            (.identifier, "Regex"), (.leftBrace, "{"), (.string, "\"key\""), (.regex, "/\\}/"), (.rightBrace, "}"),
            (.keyword, "let"), (.identifier, "w"), (.operator, "="), (.leftParen, "("), (.number, "2"), (.rightParen, ")"),
            (.regex, "/=a/"),
            (.identifier, "u"), (.operator, "/="), (.identifier, "u"), (.operator, "/"), (.number, "2"),
            (.keyword, "let"), (.identifier, "q"), (.operator, "="), (.identifier, "a"), (.operator, "/"),
            (.identifier, "b"), (.operator, "/"), (.identifier, "c"),
        ])
    }

    /// A prefix operator glued to a regex applies to it in prefix position too, after an operand
    /// (`x +/y/`, `b⏎!/c/.isEmpty`): swiftc splits the operator at the `/`.
    func testPrefixOperatorGluedToARegexAfterAnOperand() {
        assertTokens("b\n!/c/.isEmpty", [
            (.identifier, "b"), (.operator, "!"), (.regex, "/c/"), (.period, "."), (.identifier, "isEmpty"),
        ])
    }

    /// After `func` or `operator` an operator is a name being declared, never a regex:
    /// `static func /(lhs: S, rhs: Int) -> Int { lhs.total/rhs }` keeps its body's `{`.
    func testSlashAfterFuncOrOperatorIsAnOperatorName() {
        assertTokens("func /(l: S, r: Int) { l.t/r }\ninfix operator /^/", [
            (.keyword, "func"), (.operator, "/"), (.leftParen, "("), (.identifier, "l"), (.colon, ":"),
            (.identifier, "S"), (.comma, ","), (.identifier, "r"), (.colon, ":"), (.identifier, "Int"),
            (.rightParen, ")"), (.leftBrace, "{"), (.identifier, "l"), (.period, "."), (.identifier, "t"),
            (.operator, "/"), (.identifier, "r"), (.rightBrace, "}"),
            (.identifier, "infix"), (.keyword, "operator"), (.operator, "/^/"),
        ])
    }

    /// An escaped space may end a bare regex (`/\{\ /`): only an unescaped one before the closing
    /// `/` makes it division.
    func testEscapedSpaceBeforeTheClosingSlashKeepsTheRegex() {
        assertTokens("let t = /\\{\\ /", [
            (.keyword, "let"), (.identifier, "t"), (.operator, "="), (.regex, "/\\{\\ /"),
        ])
    }

    /// §3 row 25.
    func testCompoundDivideAssignThenComment() {
        let source = "n /= 2 // divide, not a regex"
        assertTokens(source, [(.identifier, "n"), (.operator, "/="), (.number, "2")])
        XCTAssertEqual(comments(source), ["// divide, not a regex"])
    }

    func testDivisionAfterPostfixBangIsNotRegex() {
        assertTokens("let r = a! / b / c", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.identifier, "a"), (.operator, "!"),
            (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"),
        ])
    }

    /// swiftc: `#/abc` without `/#` is an "unterminated regex literal" that ends with the line.
    func testUnterminatedExtendedRegexEndsAtLineBreak() {
        assertTokens("let r = #/abc /\nlet z = 1", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "#/abc /"),
            (.keyword, "let"), (.identifier, "z"), (.operator, "="), (.number, "1"),
        ])
    }

    func testEscapedLineBreakDoesNotExtendOneLineRegex() {
        assertTokens("let r = /a\\\nb/", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.operator, "/"), (.identifier, "a"),
            (.backslash, "\\"), (.identifier, "b"), (.operator, "/"),
        ])
        assertTokens("let r = #/a\\\nb/#", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "#/a\\"),
            (.identifier, "b"), (.operator, "/"), (.unknown, "#"),
        ])
    }

    func testUnterminatedMultilineExtendedRegexRunsToEndOfFile() {
        assertTokens("let r = #/\n  a { b\n", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "#/\n  a { b\n"),
        ])
    }

    /// `#/` with only spaces before its line break opens a multi-line literal too (swiftc's
    /// `-dump-parse` shows one literal); text after the opener keeps it on one line.
    func testMultilineExtendedRegexOpenerMayEndInSpaces() {
        assertTokens("let r = #/  \t\n  [}]+\n  /#\nx", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "#/  \t\n  [}]+\n  /#"), (.identifier, "x"),
        ])
        assertTokens("let r = #/ a\n}", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "#/ a"), (.rightBrace, "}"),
        ])
    }

    /// A prefix operator glued to a bare regex applies to it (`~/}/`, `!/a/`): swiftc splits the
    /// operator at the `/`. After an operand the same bytes still divide.
    func testPrefixOperatorGluedToABareRegex() {
        assertTokens("let r = ~/}/\nlet s = f(!/a)/)\nlet t = n ~/ 2", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.operator, "~"), (.regex, "/}/"),
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.identifier, "f"), (.leftParen, "("),
            (.operator, "!/"), (.identifier, "a"), (.rightParen, ")"), (.operator, "/"), (.rightParen, ")"),
            (.keyword, "let"), (.identifier, "t"), (.operator, "="), (.identifier, "n"), (.operator, "~/"), (.number, "2"),
        ])
    }

    /// A `)` or `(` inside a character class is one of its characters, not a group: `/[)}]/` is
    /// a regex (swiftc parses it so), while a bare `)` still makes division.
    func testParenInACharacterClassKeepsTheRegex() {
        assertTokens("let r = /[)}]/\nlet s = /[]()]/\nlet d = a / b) / c", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "/[)}]/"),
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.regex, "/[]()]/"),
            (.keyword, "let"), (.identifier, "d"), (.operator, "="), (.identifier, "a"), (.operator, "/"),
            (.identifier, "b"), (.rightParen, ")"), (.operator, "/"), (.identifier, "c"),
        ])
    }

    func testUnterminatedBareRegexAtEndOfFileIsDivision() {
        assertTokens("let r = /abc", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.operator, "/"), (.identifier, "abc"),
        ])
    }

    // MARK: - Identifiers and keywords

    /// §3 row 26.
    func testBacktickedKeywordIsIdentifier() {
        assertTokens("let `default` = 0", [
            (.keyword, "let"), (.identifier, "`default`"), (.operator, "="), (.number, "0"),
        ])
    }

    /// §3 row 27.
    func testBacktickedSelfRebinding() {
        assertTokens("guard let `self` = self else { return }", [
            (.keyword, "guard"), (.keyword, "let"), (.identifier, "`self`"), (.operator, "="),
            (.keyword, "self"), (.keyword, "else"), (.leftBrace, "{"), (.keyword, "return"), (.rightBrace, "}"),
        ])
    }

    /// §3 row 28.
    func testRawIdentifierWithSpaces() {
        assertTokens("func `ends the task when expired`() {}", [
            (.keyword, "func"), (.identifier, "`ends the task when expired`"),
            (.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"),
        ])
    }

    func testUnterminatedBacktickIsUnknownAndLexingGoesOn() {
        assertTokens("let `oops\nx", [
            (.keyword, "let"), (.unknown, "`"), (.identifier, "oops"), (.identifier, "x"),
        ])
    }

    /// §3 row 29.
    func testDollarIdentifiers() {
        assertTokens("dict.forEach { print($0, $1, $isActive) }", [
            (.identifier, "dict"), (.period, "."), (.identifier, "forEach"), (.leftBrace, "{"),
            (.identifier, "print"), (.leftParen, "("), (.identifier, "$0"), (.comma, ","),
            (.identifier, "$1"), (.comma, ","), (.identifier, "$isActive"), (.rightParen, ")"),
            (.rightBrace, "}"),
        ])
    }

    /// §3 row 30.
    func testContextualKeywordsAreIdentifiers() {
        assertTokens("queue.async { self.default.set(true); let actor = 1; _ = actor }", [
            (.identifier, "queue"), (.period, "."), (.identifier, "async"), (.leftBrace, "{"),
            (.keyword, "self"), (.period, "."), (.identifier, "default"), (.period, "."), (.identifier, "set"),
            (.leftParen, "("), (.keyword, "true"), (.rightParen, ")"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "actor"), (.operator, "="), (.number, "1"), (.semicolon, ";"),
            (.identifier, "_"), (.operator, "="), (.identifier, "actor"), (.rightBrace, "}"),
        ])
    }

    /// §3 row 31.
    func testReservedWordsAfterPeriodAreMemberNames() {
        assertTokens("let v = Mode.default; let t = Task.self; let o = Obj.init()", [
            (.keyword, "let"), (.identifier, "v"), (.operator, "="),
            (.identifier, "Mode"), (.period, "."), (.identifier, "default"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "t"), (.operator, "="),
            (.identifier, "Task"), (.period, "."), (.identifier, "self"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "o"), (.operator, "="),
            (.identifier, "Obj"), (.period, "."), (.identifier, "init"), (.leftParen, "("), (.rightParen, ")"),
        ])
    }

    /// §3 row 32: swiftc's lexer also emits these labels as keywords; the colon after them
    /// is what makes them labels, which the parser decides.
    func testKeywordArgumentLabelsAreFollowedByColon() {
        assertTokens("run(in: q, for: t, default: d, where: w)", [
            (.identifier, "run"), (.leftParen, "("),
            (.keyword, "in"), (.colon, ":"), (.identifier, "q"), (.comma, ","),
            (.keyword, "for"), (.colon, ":"), (.identifier, "t"), (.comma, ","),
            (.keyword, "default"), (.colon, ":"), (.identifier, "d"), (.comma, ","),
            (.keyword, "where"), (.colon, ":"), (.identifier, "w"), (.rightParen, ")"),
        ])
    }

    /// §3 row 33.
    func testTupleIndexChainIsNotFloat() {
        assertTokens("let inner = pair.0.1", [
            (.keyword, "let"), (.identifier, "inner"), (.operator, "="),
            (.identifier, "pair"), (.period, "."), (.number, "0"), (.period, "."), (.number, "1"),
        ])
    }

    /// §3 row 34.
    func testNonASCIIIdentifierShiftsByteColumns() {
        let (bytes, stream) = stream("let café = app.beginBackgroundTask { }")
        let rendered = stream.tokens.map { text(bytes, $0.range) }
        XCTAssertEqual(rendered, ["let", "café", "=", "app", ".", "beginBackgroundTask", "{", "}"])
        XCTAssertEqual(stream.tokens[1].kind, .identifier)
        XCTAssertEqual(location(of: stream.tokens[5].range.lowerBound, in: bytes).column, 17)
    }

    // MARK: - Numbers

    /// §3 row 35.
    func testUnderscoresAndRadixes() {
        assertTokens("let big = 1_000_000 + 0xFF_FF + 0b1010_0101 + 0o7_55", [
            (.keyword, "let"), (.identifier, "big"), (.operator, "="),
            (.number, "1_000_000"), (.operator, "+"), (.number, "0xFF_FF"), (.operator, "+"),
            (.number, "0b1010_0101"), (.operator, "+"), (.number, "0o7_55"),
        ])
    }

    /// §3 row 36.
    func testExponentsAndHexFloats() {
        assertTokens("let f = 1.5e-3 + 2E+10 + 0x1.8p3 + 0xFFp-2", [
            (.keyword, "let"), (.identifier, "f"), (.operator, "="),
            (.number, "1.5e-3"), (.operator, "+"), (.number, "2E+10"), (.operator, "+"),
            (.number, "0x1.8p3"), (.operator, "+"), (.number, "0xFFp-2"),
        ])
    }

    /// swiftc: `0xFF.description` is the integer `0xFF` and a member access (`.d` is no fraction
    /// because no `p` exponent follows it).
    func testHexIntegerFollowedByMemberAccess() {
        assertTokens("let e = 0xFF.description; let f = 0x1.Ap1", [
            (.keyword, "let"), (.identifier, "e"), (.operator, "="),
            (.number, "0xFF"), (.period, "."), (.identifier, "description"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "f"), (.operator, "="), (.number, "0x1.Ap1"),
        ])
    }

    /// §3 row 37.
    func testRangesAfterIntegers() {
        assertTokens("for i in 0..<10 {}; let r = 1...5", [
            (.keyword, "for"), (.identifier, "i"), (.keyword, "in"),
            (.number, "0"), (.operator, "..<"), (.number, "10"), (.leftBrace, "{"), (.rightBrace, "}"),
            (.semicolon, ";"), (.keyword, "let"), (.identifier, "r"), (.operator, "="),
            (.number, "1"), (.operator, "..."), (.number, "5"),
        ])
    }

    /// §3 row 38.
    func testNegativeLiteralAndMemberOnLiteral() {
        assertTokens("let n = -42; let s = 5.description", [
            (.keyword, "let"), (.identifier, "n"), (.operator, "="), (.operator, "-"), (.number, "42"),
            (.semicolon, ";"), (.keyword, "let"), (.identifier, "s"), (.operator, "="),
            (.number, "5"), (.period, "."), (.identifier, "description"),
        ])
    }

    // MARK: - Operators and punctuation

    /// §3 row 39.
    func testQuestionAndBangDependOnWhitespace() {
        assertTokens("self?.endTask(); app!.begin(); let v = a ?? b; let t = c ? x : y", [
            (.keyword, "self"), (.operator, "?"), (.period, "."), (.identifier, "endTask"),
            (.leftParen, "("), (.rightParen, ")"), (.semicolon, ";"),
            (.identifier, "app"), (.operator, "!"), (.period, "."), (.identifier, "begin"),
            (.leftParen, "("), (.rightParen, ")"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "v"), (.operator, "="),
            (.identifier, "a"), (.operator, "??"), (.identifier, "b"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "t"), (.operator, "="),
            (.identifier, "c"), (.operator, "?"), (.identifier, "x"), (.colon, ":"), (.identifier, "y"),
        ])
    }

    /// swiftc parses `a!=b` as `a!` `=` `b` and `a?? 3` as `a?` `?` `3`: a left-bound `!` or `?`
    /// is always a one-character postfix operator.
    func testLeftBoundBangAndQuestionAreAlwaysSinglePostfix() {
        assertTokens("c = a!=b; d = a?? 3", [
            (.identifier, "c"), (.operator, "="), (.identifier, "a"), (.operator, "!"), (.operator, "="),
            (.identifier, "b"), (.semicolon, ";"),
            (.identifier, "d"), (.operator, "="), (.identifier, "a"), (.operator, "?"), (.operator, "?"),
            (.number, "3"),
        ])
    }

    /// §3 row 40: like swiftc's lexer, `>>` is one token; splitting it is the parser's job.
    func testGenericsAndComparisons() {
        assertTokens("let d = Dictionary<String, Array<Int>>(); if a < b && c > e {}", [
            (.keyword, "let"), (.identifier, "d"), (.operator, "="),
            (.identifier, "Dictionary"), (.operator, "<"), (.identifier, "String"), (.comma, ","),
            (.identifier, "Array"), (.operator, "<"), (.identifier, "Int"), (.operator, ">>"),
            (.leftParen, "("), (.rightParen, ")"), (.semicolon, ";"),
            (.keyword, "if"), (.identifier, "a"), (.operator, "<"), (.identifier, "b"), (.operator, "&&"),
            (.identifier, "c"), (.operator, ">"), (.identifier, "e"), (.leftBrace, "{"), (.rightBrace, "}"),
        ])
    }

    /// §3 row 41.
    func testRangeAndCustomOperatorsUseMaximalMunch() {
        assertTokens("let r = a ..< b; let w = x <*> y; z = p+.q", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="),
            (.identifier, "a"), (.operator, "..<"), (.identifier, "b"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "w"), (.operator, "="),
            (.identifier, "x"), (.operator, "<*>"), (.identifier, "y"), (.semicolon, ";"),
            (.identifier, "z"), (.operator, "="), (.identifier, "p"), (.operator, "+"), (.period, "."),
            (.identifier, "q"),
        ])
    }

    /// swiftc lexes `.` as an operator head: with operator characters after it, it starts one
    /// operator (a declared `.&&`, spaced or glued; `.±`), from the differential run (DuetSQL's
    /// `.&&` and `.||`). Before a name, `(` or a comment it is the member dot. (`h./* c */i` and
    /// `f(./a/)` don't compile; they show where swift-syntax ends the operator.)
    func testOperatorStartingWithDotIsOneToken() {
        assertTokens("let k = a .&& b || c.||d; e = .some(.±); f = x?.y; g = h./* c */i; j = a..<.b", [
            (.keyword, "let"), (.identifier, "k"), (.operator, "="),
            (.identifier, "a"), (.operator, ".&&"), (.identifier, "b"), (.operator, "||"),
            (.identifier, "c"), (.operator, ".||"), (.identifier, "d"), (.semicolon, ";"),
            (.identifier, "e"), (.operator, "="), (.period, "."), (.identifier, "some"), (.leftParen, "("),
            (.operator, ".±"), (.rightParen, ")"), (.semicolon, ";"),
            (.identifier, "f"), (.operator, "="), (.identifier, "x"), (.operator, "?"), (.period, "."),
            (.identifier, "y"), (.semicolon, ";"),
            (.identifier, "g"), (.operator, "="), (.identifier, "h"), (.period, "."), (.identifier, "i"),
            (.semicolon, ";"),
            (.identifier, "j"), (.operator, "="), (.identifier, "a"), (.operator, "..<."), (.identifier, "b"),
        ])
        assertTokens("let r = f(./a/)", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.identifier, "f"), (.leftParen, "("),
            (.period, "."), (.regex, "/a/"), (.rightParen, ")"),
        ])
    }

    /// In a key path, `.?` and `.!` start an optional component: swiftc's parser and swift-syntax
    /// split the `.?.` swiftc's lexer makes there into `.`, `?`, `.` (GetStream's `\.?.cId`, which
    /// the dot-operator change first made one operator). SIMD's `.!=` stays one.
    func testOptionalKeyPathComponentSplitsAtTheDot() {
        assertTokens(#"let a = xs.map(\.?.count); b = \A.b.!.c; c = \.?[0]; d = m .!= n"#, [
            (.keyword, "let"), (.identifier, "a"), (.operator, "="), (.identifier, "xs"), (.period, "."),
            (.identifier, "map"), (.leftParen, "("), (.backslash, "\\"), (.period, "."), (.operator, "?"),
            (.period, "."), (.identifier, "count"), (.rightParen, ")"), (.semicolon, ";"),
            (.identifier, "b"), (.operator, "="), (.backslash, "\\"), (.identifier, "A"), (.period, "."),
            (.identifier, "b"), (.period, "."), (.operator, "!"), (.period, "."), (.identifier, "c"),
            (.semicolon, ";"),
            (.identifier, "c"), (.operator, "="), (.backslash, "\\"), (.period, "."), (.operator, "?"),
            (.leftBracket, "["), (.number, "0"), (.rightBracket, "]"), (.semicolon, ";"),
            (.identifier, "d"), (.operator, "="), (.identifier, "m"), (.operator, ".!="), (.identifier, "n"),
        ])
    }

    /// A key path's root may be an optional type (`\Sample?.?.stored`, swift-foundation's
    /// tests): its `.?` is an optional component too, as swift-syntax splits it.
    func testOptionalKeyPathComponentAfterAnOptionalRoot() {
        assertTokens(#"k = \Sample?.?.stored; j = \A!.b.!"#, [
            (.identifier, "k"), (.operator, "="), (.backslash, "\\"), (.identifier, "Sample"), (.operator, "?"),
            (.period, "."), (.operator, "?"), (.period, "."), (.identifier, "stored"), (.semicolon, ";"),
            (.identifier, "j"), (.operator, "="), (.backslash, "\\"), (.identifier, "A"), (.operator, "!"),
            (.period, "."), (.identifier, "b"), (.period, "."), (.operator, "!"),
        ])
    }

    /// Raw identifiers name attributes and macros too (swift-testing's own tests): one token each,
    /// as `@name` and `#name` are.
    func testBacktickedAttributeAndMacroNames() {
        assertTokens("@`Suite`(.hidden) struct S { func f() { #`expect`(ok) } }; @` x", [
            (.attribute, "@`Suite`"), (.leftParen, "("), (.period, "."), (.identifier, "hidden"), (.rightParen, ")"),
            (.keyword, "struct"), (.identifier, "S"), (.leftBrace, "{"), (.keyword, "func"), (.identifier, "f"),
            (.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.poundKeyword, "#`expect`"),
            (.leftParen, "("), (.identifier, "ok"), (.rightParen, ")"), (.rightBrace, "}"), (.rightBrace, "}"),
            (.semicolon, ";"), (.attribute, "@"), (.unknown, "`"), (.identifier, "x"),
        ])
    }

    /// §3 row 42.
    func testKeyPaths() {
        assertTokens(#"let ids = tasks.map(\.id); let kp = \Task.identifier"#, [
            (.keyword, "let"), (.identifier, "ids"), (.operator, "="),
            (.identifier, "tasks"), (.period, "."), (.identifier, "map"), (.leftParen, "("),
            (.backslash, "\\"), (.period, "."), (.identifier, "id"), (.rightParen, ")"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "kp"), (.operator, "="),
            (.backslash, "\\"), (.identifier, "Task"), (.period, "."), (.identifier, "identifier"),
        ])
    }

    /// §3 row 43.
    func testInoutVariadicArrowAndAmpersand() {
        assertTokens("func f(_ x: inout Int, _ rest: Int...) -> Int { 0 }; _ = f(&value)", [
            (.keyword, "func"), (.identifier, "f"), (.leftParen, "("),
            (.identifier, "_"), (.identifier, "x"), (.colon, ":"), (.keyword, "inout"), (.identifier, "Int"),
            (.comma, ","), (.identifier, "_"), (.identifier, "rest"), (.colon, ":"),
            (.identifier, "Int"), (.operator, "..."), (.rightParen, ")"), (.operator, "->"), (.identifier, "Int"),
            (.leftBrace, "{"), (.number, "0"), (.rightBrace, "}"), (.semicolon, ";"),
            (.identifier, "_"), (.operator, "="), (.identifier, "f"), (.leftParen, "("),
            (.operator, "&"), (.identifier, "value"), (.rightParen, ")"),
        ])
    }

    /// §3 row 44.
    func testAttributesWithArguments() {
        assertTokens("@available(iOS 13.0, *) @MainActor func g(_ h: @escaping () -> Void) {}", [
            (.attribute, "@available"), (.leftParen, "("), (.identifier, "iOS"), (.number, "13.0"),
            (.comma, ","), (.operator, "*"), (.rightParen, ")"), (.attribute, "@MainActor"),
            (.keyword, "func"), (.identifier, "g"), (.leftParen, "("), (.identifier, "_"), (.identifier, "h"),
            (.colon, ":"), (.attribute, "@escaping"), (.leftParen, "("), (.rightParen, ")"),
            (.operator, "->"), (.identifier, "Void"), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"),
        ])
    }

    /// §3 row 45.
    func testCaptureListAfterOpeningBrace() {
        assertTokens("let c = { [weak self, id = taskID] task in self?.finish(id) }", [
            (.keyword, "let"), (.identifier, "c"), (.operator, "="), (.leftBrace, "{"),
            (.leftBracket, "["), (.identifier, "weak"), (.keyword, "self"), (.comma, ","),
            (.identifier, "id"), (.operator, "="), (.identifier, "taskID"), (.rightBracket, "]"),
            (.identifier, "task"), (.keyword, "in"), (.keyword, "self"), (.operator, "?"), (.period, "."),
            (.identifier, "finish"), (.leftParen, "("), (.identifier, "id"), (.rightParen, ")"),
            (.rightBrace, "}"),
        ])
    }

    /// §3 row 46.
    func testMultipleTrailingClosures() {
        assertTokens("UIView.animate(withDuration: 0.3) { } completion: { _ in }", [
            (.identifier, "UIView"), (.period, "."), (.identifier, "animate"), (.leftParen, "("),
            (.identifier, "withDuration"), (.colon, ":"), (.number, "0.3"), (.rightParen, ")"),
            (.leftBrace, "{"), (.rightBrace, "}"), (.identifier, "completion"), (.colon, ":"),
            (.leftBrace, "{"), (.identifier, "_"), (.keyword, "in"), (.rightBrace, "}"),
        ])
    }

    // MARK: - Compiler directives and source-level details

    /// §3 row 47.
    func testIfDirectiveInsideFunctionBody() {
        assertTokens("func run() {\n#if DEBUG\n    print(1)\n#else\n    print(2)\n#endif\n}", [
            (.keyword, "func"), (.identifier, "run"), (.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"),
            (.poundDirective, "#if"), (.identifier, "DEBUG"),
            (.identifier, "print"), (.leftParen, "("), (.number, "1"), (.rightParen, ")"),
            (.poundDirective, "#else"),
            (.identifier, "print"), (.leftParen, "("), (.number, "2"), (.rightParen, ")"),
            (.poundDirective, "#endif"), (.rightBrace, "}"),
        ])
    }

    /// §3 row 48: swiftc accepts the file; the unterminated string ends at its line.
    func testInactiveCompilerBlockWithUnparseableText() {
        assertTokens("#if compiler(>=99)\nfunc f() { this is { not \"valid swift\n#endif\nlet x = 1", [
            (.poundDirective, "#if"), (.identifier, "compiler"), (.leftParen, "("), (.operator, ">="),
            (.number, "99"), (.rightParen, ")"),
            (.keyword, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"),
            (.identifier, "this"), (.keyword, "is"), (.leftBrace, "{"), (.identifier, "not"),
            (.string, "\"valid swift"), (.poundDirective, "#endif"),
            (.keyword, "let"), (.identifier, "x"), (.operator, "="), (.number, "1"),
        ])
    }

    /// §3 row 49, first example.
    func testIfDirectiveAroundSwitchCases() {
        assertTokens("switch x {\n#if DEBUG\ncase 1: break\n#endif\ndefault: break\n}", [
            (.keyword, "switch"), (.identifier, "x"), (.leftBrace, "{"),
            (.poundDirective, "#if"), (.identifier, "DEBUG"),
            (.keyword, "case"), (.number, "1"), (.colon, ":"), (.keyword, "break"),
            (.poundDirective, "#endif"),
            (.keyword, "default"), (.colon, ":"), (.keyword, "break"), (.rightBrace, "}"),
        ])
    }

    /// §3 row 49, second example.
    func testPostfixIfDirectiveInMemberChain() {
        let source = "let s = x\n#if DEBUG\n    .first\n#endif"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.identifier, "x"),
            (.poundDirective, "#if"), (.identifier, "DEBUG"), (.period, "."), (.identifier, "first"),
            (.poundDirective, "#endif"),
        ])
        XCTAssertTrue(stream(source).stream.tokens[6].newlineBefore)
    }

    /// §3 row 50.
    func testAvailabilityAndPoundKeywordsAreNotDirectives() {
        assertTokens("if #available(iOS 13, *) {}; let sel = #selector(handle); let l = #line", [
            (.keyword, "if"), (.poundKeyword, "#available"), (.leftParen, "("), (.identifier, "iOS"),
            (.number, "13"), (.comma, ","), (.operator, "*"), (.rightParen, ")"),
            (.leftBrace, "{"), (.rightBrace, "}"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "sel"), (.operator, "="), (.poundKeyword, "#selector"),
            (.leftParen, "("), (.identifier, "handle"), (.rightParen, ")"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "l"), (.operator, "="), (.poundKeyword, "#line"),
        ])
    }

    /// §3 row 51.
    func testWarningDirectiveIsPoundKeywordCall() {
        assertTokens(#"#warning("remove before shipping")"#, [
            (.poundKeyword, "#warning"), (.leftParen, "("), (.string, #""remove before shipping""#),
            (.rightParen, ")"),
        ])
    }

    /// §3 row 52.
    func testShebangIsTriviaOnlyAtOffsetZero() {
        let source = "#!/usr/bin/env swift\nlet x = 1"
        assertTokens(source, [(.keyword, "let"), (.identifier, "x"), (.operator, "="), (.number, "1")])
        XCTAssertEqual(comments(source), ["#!/usr/bin/env swift"])
        XCTAssertTrue(stream(source).stream.tokens[0].newlineBefore)

        let later = "let x = 1\n#!/bin/sh"
        XCTAssertEqual(comments(later), [])
        XCTAssertEqual(lex(later)[4].kind, .unknown)
        XCTAssertEqual(lex(later)[4].text, "#")
    }

    /// §3 row 53 (invalid input).
    func testEditorPlaceholderIsOneToken() {
        assertTokens("let id = app.beginBackgroundTask(expirationHandler: <#T##() -> Void#>)", [
            (.keyword, "let"), (.identifier, "id"), (.operator, "="),
            (.identifier, "app"), (.period, "."), (.identifier, "beginBackgroundTask"), (.leftParen, "("),
            (.identifier, "expirationHandler"), (.colon, ":"), (.identifier, "<#T##() -> Void#>"),
            (.rightParen, ")"),
        ])
    }

    func testUnterminatedEditorPlaceholderFallsBackToOperator() {
        assertTokens("f(<#x)\n#>", [
            (.identifier, "f"), (.leftParen, "("), (.operator, "<"), (.poundKeyword, "#x"),
            (.rightParen, ")"), (.unknown, "#"), (.operator, ">"),
        ])
    }

    /// §3 row 54.
    func testSemicolonSeparatesStatements() {
        assertTokens("let id = begin(); end(id)", [
            (.keyword, "let"), (.identifier, "id"), (.operator, "="), (.identifier, "begin"),
            (.leftParen, "("), (.rightParen, ")"), (.semicolon, ";"),
            (.identifier, "end"), (.leftParen, "("), (.identifier, "id"), (.rightParen, ")"),
        ])
    }

    /// §3 row 55.
    func testCallChainSplitAcrossLines() {
        let source = "taskID = UIApplication.shared\n    .beginBackgroundTask { [weak self] in\n"
            + "        self?.stop()\n    }"
        let (bytes, stream) = stream(source)
        let rendered = stream.tokens.map { text(bytes, $0.range) }
        XCTAssertEqual(rendered, [
            "taskID", "=", "UIApplication", ".", "shared", ".", "beginBackgroundTask", "{", "[", "weak", "self",
            "]", "in", "self", "?", ".", "stop", "(", ")", "}",
        ])
        XCTAssertTrue(stream.tokens[5].newlineBefore)
        XCTAssertFalse(stream.tokens[6].newlineBefore)
        let begin = location(of: stream.tokens[6].range.lowerBound, in: bytes)
        XCTAssertEqual(begin.line, 2)
        XCTAssertEqual(begin.column, 6)
    }

    /// §3 row 56: columns count UTF-8 bytes, the BOM counts, a tab is one column.
    func testColumnsCountUTF8BytesAndByteOrderMark() {
        let (bytes, plain) = stream("let ü: Int = \"a\"")
        XCTAssertEqual(plain.tokens.last?.kind, .string)
        XCTAssertEqual(location(of: plain.tokens.last!.range.lowerBound, in: bytes).column, 15)

        let bomBytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x: Int = \"a\"".utf8)
        let bom = Lexer.tokenize(bomBytes)
        XCTAssertEqual(bom.tokens.map(\.kind), [.keyword, .identifier, .colon, .identifier, .operator, .string])
        XCTAssertEqual(bom.tokens[0].range, 3..<6)
        XCTAssertEqual(location(of: bom.tokens[5].range.lowerBound, in: bomBytes).column, 17)
        XCTAssertTrue(bom.comments.isEmpty)

        let (tabBytes, tab) = stream("\tlet x = 1")
        XCTAssertEqual(location(of: tab.tokens[0].range.lowerBound, in: tabBytes).column, 2)
        XCTAssertTrue(tab.tokens[0].spaceBefore)
    }

    /// §3 row 56: `\r\n` is one line break, also inside strings and after a line comment.
    func testCRLFLineEndings() {
        let source = "let a = 1 // one\r\nlet b = \"x\r\nlet c = \"\"\"\r\n  y\r\n  \"\"\"\r\n"
        assertTokens(source, [
            (.keyword, "let"), (.identifier, "a"), (.operator, "="), (.number, "1"),
            (.keyword, "let"), (.identifier, "b"), (.operator, "="), (.string, "\"x"),
            (.keyword, "let"), (.identifier, "c"), (.operator, "="), (.string, "\"\"\"\r\n  y\r\n  \"\"\""),
        ])
        XCTAssertEqual(comments(source), ["// one"])
        let tokens = stream(source).stream.tokens
        XCTAssertTrue(tokens[4].newlineBefore)
        XCTAssertTrue(tokens[8].newlineBefore)
    }

    func testByteOrderMarkThenShebang() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nf()".utf8)
        let result = Lexer.tokenize(bytes)
        XCTAssertEqual(result.comments.map(\.range), [3..<19])
        XCTAssertEqual(result.tokens.map(\.kind), [.identifier, .leftParen, .rightParen])
    }

    // MARK: - Unterminated input at end of file (no crash, linear time)

    func testUnterminatedMegabyteStringRunsToEndOfFile() {
        let body = String(repeating: "a", count: 1 << 20)
        let result = lex("let s = \"" + body)
        XCTAssertEqual(result.count, 4)
        XCTAssertEqual(result.last?.kind, .string)
        XCTAssertEqual(result.last?.text.utf8.count, (1 << 20) + 1)
    }

    func testUnterminatedMultilineAndRawStringsRunToEndOfFile() {
        assertTokens("let s = \"\"\"\n  never closed \\(", [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="),
            (.stringSegment, "\"\"\"\n  never closed "), (.interpolationOpen, "\\("),
        ])
        assertTokens("let r = ##\"a\"# b", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.string, "##\"a\"# b"),
        ])
        assertTokens("x = \"", [(.identifier, "x"), (.operator, "="), (.string, "\"")])
        assertTokens("x = \"\\", [(.identifier, "x"), (.operator, "="), (.string, "\"\\")])
    }

    func testHundredThousandNestedBlockCommentOpenersAtEndOfFile() {
        let source = "let x = 1 " + String(repeating: "/*", count: 100_000) + " */ let y"
        assertTokens(source, [(.keyword, "let"), (.identifier, "x"), (.operator, "="), (.number, "1")])
        XCTAssertEqual(stream(source).stream.comments.count, 1)
        XCTAssertEqual(stream(source).stream.comments[0].range.upperBound, source.utf8.count)
    }

    func testHundredThousandInterpolationOpeningsAtEndOfFile() {
        let count = 100_000
        let result = lex(String(repeating: "\"\\(", count: count))
        XCTAssertEqual(result.count, 2 * count)
        XCTAssertTrue(result.enumerated().allSatisfy { index, token in
            index % 2 == 0 ? token == (.stringSegment, "\"") : token == (.interpolationOpen, "\\(")
        })
    }

    func testHundredThousandNestedInterpolationsAllClose() {
        let depth = 100_000
        let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let result = lex(source)
        XCTAssertEqual(result.count, 4 * depth + 1)
        XCTAssertEqual(result.filter { $0.kind == .interpolationClose }.count, depth)
        XCTAssertEqual(result.last?.kind, .stringSegment)
    }

    func testManyExtendedRegexOpenersOnOneLineAreLinear() {
        let line = String(repeating: "#/ ", count: 100_000)
        let result = lex("let r = " + line + "\nlet z = 1")
        XCTAssertEqual(result.map(\.kind), [
            .keyword, .identifier, .operator, .regex, .keyword, .identifier, .operator, .number,
        ])
        XCTAssertEqual(result[3].text.utf8.count, line.utf8.count)
    }

    func testEscapedSlashRunAfterBareSlashIsLinear() {
        let source = "let r = /" + String(repeating: #"\/"#, count: 100_000) + " /"
        let result = lex(source)
        XCTAssertEqual(result.count, 3 + 2 * 100_000 + 2)
        XCTAssertFalse(result.contains { $0.kind == .regex })
    }

    func testLongRunOfHashesIsLinear() {
        let result = lex(String(repeating: "#", count: 100_000) + "x")
        XCTAssertEqual(result.map(\.kind), [.unknown, .identifier])
        XCTAssertEqual(result[0].text.utf8.count, 100_000)
    }

    func testManyUnterminatedPlaceholdersAndBackticksAreLinear() {
        let placeholders = lex(String(repeating: "<#", count: 50_000))
        XCTAssertEqual(placeholders.count, 100_000)
        let backticks = lex(String(repeating: "`a", count: 50_000))
        XCTAssertEqual(backticks.count, 50_000)
    }

    func testEmptyAndWhitespaceOnlyInput() {
        XCTAssertTrue(lex("").isEmpty)
        XCTAssertTrue(lex(" \n\t\r\n").isEmpty)
        XCTAssertTrue(Lexer.tokenize([0xEF, 0xBB, 0xBF]).tokens.isEmpty)
    }

    // MARK: - Found by differential lexing against swift-syntax (Tests/Differential)

    func testDollarContinuesAnIdentifier() {
        // swiftc lets `$` continue a name (not start one, except `$0`, `$name`): the test name
        // below is one identifier, as in woocommerce-ios's ShippingLabelCustomsFormInputViewModelTests.
        assertTokens("func test_above$2500_value() { $0 + a$b }", [
            (.keyword, "func"), (.identifier, "test_above$2500_value"), (.leftParen, "("), (.rightParen, ")"),
            (.leftBrace, "{"), (.identifier, "$0"), (.operator, "+"), (.identifier, "a$b"), (.rightBrace, "}"),
        ])
    }

    func testANonBreakingSpaceIsWhitespace() {
        // swiftc warns about U+00A0 and takes it for a space (tidal-sdk-ios has `||\u{A0}errorCode`).
        assertTokens("if a ||\u{A0}b {\u{A0}end(\u{A0}taskID) }", [
            (.keyword, "if"), (.identifier, "a"), (.operator, "||"), (.identifier, "b"), (.leftBrace, "{"),
            (.identifier, "end"), (.leftParen, "("), (.identifier, "taskID"), (.rightParen, ")"), (.rightBrace, "}"),
        ])
        let (_, stream) = stream("a\u{A0}b")
        XCTAssertTrue(stream.tokens[1].spaceBefore, "the space before `b` is recorded")
    }

    func testOperatorCharactersBeyondASCIIMakeOperators() {
        // `infix operator ±` (apptentive-kit-ios); a combining mark continues an operator, and
        // other characters beyond ASCII (accents, CJK, emoji) continue a name.
        assertTokens("let d = a ± b; let r = √x; let f = g∘h; let é = naïve→\u{0301}ok; let 名前 = 😀x", [
            (.keyword, "let"), (.identifier, "d"), (.operator, "="), (.identifier, "a"), (.operator, "±"),
            (.identifier, "b"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.operator, "√"), (.identifier, "x"),
            (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "f"), (.operator, "="), (.identifier, "g"), (.operator, "∘"),
            (.identifier, "h"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "é"), (.operator, "="), (.identifier, "naïve"), (.operator, "→\u{0301}"),
            (.identifier, "ok"), (.semicolon, ";"),
            (.keyword, "let"), (.identifier, "名前"), (.operator, "="), (.identifier, "😀x"),
        ])
    }

    func testBytesThatAreNotUTF8StillMoveTheLexerOn() {
        // Only the fuzzer hands the lexer bytes that are not UTF-8: each is one byte of a name.
        let bytes: [UInt8] = [0x61, 0xC2, 0x62, 0xE2, 0x88, 0x20, 0xC2]
        let tokens = Lexer.tokenize(bytes).tokens
        XCTAssertEqual(tokens.last.map { Int($0.end) }, bytes.count)
    }
}
