import XCTest
@testable import BGTaskLint

/// Facts every report format relies on: UTF-16 columns, end positions, fingerprints.
final class DiagnosticFactsTests: XCTestCase {
    private let bad = """
        final class Uploader {
            var taskID: UIBackgroundTaskIdentifier = .invalid
            func finish() { UIApplication.shared.endBackgroundTask(taskID) }
        }

        """

    private func lint(_ text: String, path: String = "A.swift") -> [Diagnostic] {
        Linter().lint([SourceFile(path: path, text: text)])
    }

    func testColumnsCountUTF8BytesAndUTF16UnitsSeparately() throws {
        // "é" is 2 UTF-8 bytes but 1 UTF-16 unit; "😀" is 4 bytes and 2 units.
        let source = bad.replacingOccurrences(of: "func finish() {", with: "func finish() { let é😀 = 1;")
        let diagnostic = try XCTUnwrap(lint(source).first)
        XCTAssertEqual(diagnostic.location.column - diagnostic.utf16Column, 3)
        XCTAssertEqual(diagnostic.endLocation.column - diagnostic.location.column, "endBackgroundTask".utf8.count)
        XCTAssertEqual(diagnostic.utf16EndColumn - diagnostic.utf16Column, "endBackgroundTask".utf16.count)
    }

    func testFingerprintSurvivesLinesAddedAboveAndIndentation() throws {
        let before = try XCTUnwrap(lint(bad).first)
        let shifted = try XCTUnwrap(lint("// a new comment\n\n" + bad.replacingOccurrences(of: "    func", with: "        func")).first)
        XCTAssertNotEqual(before.location.line, shifted.location.line)
        XCTAssertEqual(before.fingerprint, shifted.fingerprint)
    }

    func testFingerprintDiffersByFileRuleAndOccurrence() throws {
        let here = try XCTUnwrap(lint(bad).first)
        let elsewhere = try XCTUnwrap(lint(bad, path: "B.swift").first)
        XCTAssertNotEqual(here.fingerprint, elsewhere.fingerprint)
        // Two identical reported lines: the fingerprint numbers them in output order.
        let identicalLines = """
            final class Uploader {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                }
                func again() {
                    UIApplication.shared.endBackgroundTask(taskID)
                }
            }
            """
        let twice = lint(identicalLines)
        XCTAssertEqual(twice.count, 2)
        XCTAssertEqual(twice[0].lineText, twice[1].lineText)
        XCTAssertEqual(twice.map { $0.fingerprint.hasSuffix(":0") }, [true, false])
        XCTAssertEqual(twice[1].fingerprint.dropLast(2), twice[0].fingerprint.dropLast(2))
    }

    /// The folded line (what fingerprints hash) is defined on Characters: blanks are the
    /// Characters " " and "\t", so a blank a combining mark joins is no blank. ASCII lines are
    /// folded by bytes; both ways must agree with that definition on every line.
    func testFoldedLinesAreTheCharacterDefinitionOnASCIIAndBeyond() {
        func byCharacters(_ line: String) -> String {
            line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "\t", "  ", "a", "{", "\u{0B}", "\u{0C}", "\u{00}", "\u{7F}", "//", "x y", "é", "\u{301}", "\u{200D}", "中"]
        var lines = ["", " ", "\t\t", " a ", "a \t\tb", " \u{301}x", "x \u{301} y", "\t\u{301}"]
        for _ in 0..<2_000 {
            let asciiOnly = Bool.random(using: &generator)
            let choices = asciiOnly ? Array(pieces.prefix(11)) : pieces
            lines.append((0..<Int.random(in: 0..<12, using: &generator)).map { _ in choices.randomElement(using: &generator)! }.joined())
        }
        for line in lines {
            let file = SourceFile(path: "A.swift", text: "first\n" + line + "\nlast")
            XCTAssertEqual(file.foldedLine(2), byCharacters(line), "line \(Array(line.unicodeScalars))")
        }
        XCTAssertEqual(SourceFile(path: "A.swift", text: " \t a \t b\t").foldedLine(1), "a b")
        XCTAssertEqual(SourceFile(path: "A.swift", text: "a \u{301}b").foldedLine(1), "a \u{301}b")
    }
}
