import XCTest
@testable import BGTaskLint

/// The facts the fast lexer and parser rely on: each shortcut (the `Word` in a token, the
/// eight-byte comment scan, the token array filled in place, the one-pass bracket tables) must
/// give exactly what the plain rule gives.
final class LexerParserSpeedInvariantTests: XCTestCase {
    private func text(_ bytes: [UInt8], _ token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    // MARK: - Token layout and words

    func testTokenStaysTwelveBytes() {
        XCTAssertEqual(MemoryLayout<Token>.stride, 12)
    }

    /// One per `{`: a file of nested braces is mostly scopes (64 bytes each with word-sized fields).
    func testScopeStaysTwentyFourBytes() {
        XCTAssertEqual(MemoryLayout<Scope>.stride, 24)
    }

    /// The reserved words are swiftc's keywords; `open` is not one (`var open: String`).
    func testEverySpellingLexesToItsWordAndOnlyReservedOnesAreKeywords() {
        let reserved: Set<String> = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
            "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
            "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
            "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
            "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
            "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        ]
        for (spelling, word) in Keywords.spellings {
            // At the end of the file (fewer than 16 readable bytes) and in the middle of one.
            for source in [spelling, spelling + " + padding_padding_padding"] {
                let bytes = Array(source.utf8)
                let token = Lexer.tokenize(bytes).tokens[0]
                XCTAssertEqual(token.word, word, source)
                XCTAssertEqual(token.kind, reserved.contains(spelling) ? .keyword : .identifier, source)
                XCTAssertEqual(word.isReserved, reserved.contains(spelling), spelling)
            }
        }
    }

    func testNearMissesAndMemberNamesKeepTheirWordsStraight() {
        let source = "selfish Self_ fun funcs `func` $self x.default x.init initializer _read2 classy"
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        for token in tokens where token.kind == .identifier || token.kind == .keyword {
            let expected = Keywords.spellings.first { $0.0 == text(bytes, token) }?.1 ?? .other
            XCTAssertEqual(token.word, expected, text(bytes, token))
        }
        // After `.` a reserved word is a member name that still spells its word.
        let member = tokens.first { text(bytes, $0) == "default" }!
        XCTAssertEqual(member.kind, .identifier)
        XCTAssertEqual(member.word, .default)
    }

    func testTokensOtherThanNamesSpellNoWord() {
        let bytes = Array(#"@objc #if "self" 12 + ( ) { } <#self#>"#.utf8)
        for token in Lexer.tokenize(bytes).tokens {
            XCTAssertEqual(token.word, .other, text(bytes, token))
        }
    }

    // MARK: - Comments scanned eight bytes at a time

    func testLineCommentsEndAtEveryAlignmentAndBreak() {
        for padding in 0..<10 {
            for lineBreak in ["\n", "\r", "\r\n"] {
                for length in 0..<20 {
                    let comment = "//" + String(repeating: "c", count: length)
                    let source = String(repeating: " ", count: padding) + comment + lineBreak + "x"
                    let bytes = Array(source.utf8)
                    let stream = Lexer.tokenize(bytes)
                    XCTAssertEqual(stream.comments.map { String(decoding: bytes[$0.range], as: UTF8.self) }, [comment])
                    XCTAssertEqual(stream.tokens.count, 1)
                    XCTAssertTrue(stream.tokens[0].newlineBefore)
                }
            }
        }
    }

    func testACommentRunningToTheEndOfTheFile() {
        for length in 0..<20 {
            let source = "a //" + String(repeating: "é", count: length)
            let bytes = Array(source.utf8)
            let stream = Lexer.tokenize(bytes)
            XCTAssertEqual(stream.comments.last?.range.upperBound, bytes.count)
            XCTAssertTrue(stream.tokens[0].spaceAfter)
        }
    }

    // MARK: - Token array filled in place

    func testAFileWithMoreTokensThanEstimatedLexesWhole() {
        // One token per byte: several times the estimate of one token per five bytes.
        for count in [1, 15, 16, 17, 100, 5_000] {
            let source = String(repeating: "{", count: count) + String(repeating: "}", count: count)
            let bytes = Array(source.utf8)
            let tokens = Lexer.tokenize(bytes).tokens
            XCTAssertEqual(tokens.count, 2 * count)
            XCTAssertEqual(tokens.enumerated().filter { $0.element.range != $0.offset..<($0.offset + 1) }.count, 0)
            let tree = SyntaxTree(file: SourceFile(path: "t.swift", bytes: bytes))
            XCTAssertEqual(tree.match(0), 2 * count - 1)
        }
    }

    func testAnEmptyFileHasNoTokens() {
        XCTAssertEqual(Lexer.tokenize([]).tokens.count, 0)
        XCTAssertEqual(SyntaxTree(file: SourceFile(path: "t.swift", text: "")).scopes.count, 1)
    }

    // MARK: - One-pass bracket tables

    /// The enclosing-opener rule, computed the way it was before it joined the builder's pass.
    private func enclosingOpenersTheSlowWay(_ tree: SyntaxTree) -> [Int32] {
        var result = [Int32](repeating: -1, count: tree.tokens.count)
        var open: [Int32] = []
        for index in tree.tokens.indices {
            result[index] = open.last ?? -1
            switch tree.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
                open.append(Int32(index))
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
                let opener = tree.partner[index]
                guard opener >= 0, opener < index, let position = open.lastIndex(of: opener) else { continue }
                open.removeSubrange(position...)
            default:
                continue
            }
        }
        return result
    }

    func testEnclosingOpenersMatchTheSeparatePassRule() {
        let sources = [
            "func f() { g(a[1], { x in \"\\(x)\" }) }",
            "#if A\nfoo(\n#else\nbar[\n#endif\n) ] }",
            "f(\n#if X\n{ (\n#endif\n) }",
            ") ] } ( [ {",
            "let s = \"a\\(b(c[d{e}]))\" ; x(",
        ]
        for source in sources {
            let tree = SyntaxTree(file: SourceFile(path: "t.swift", text: source))
            XCTAssertEqual(tree.enclosingOpener, enclosingOpenersTheSlowWay(tree), source)
        }
    }

    func testSelfAliasesAreFoundInTheBuilderPass() {
        let source = """
            guard let strongSelf = self else { return }
            weak var this = self
            let notAlias = self.value
            let alsoNot = self?.value
            x = self
            """
        let tree = SyntaxTree(file: SourceFile(path: "t.swift", text: source))
        XCTAssertEqual(tree.selfAliases.map(\.name), ["strongSelf", "this", "x"])
        XCTAssertEqual(tree.selfAliasTokens["this"]?.count, 1)
    }
}
