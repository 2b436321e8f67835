import XCTest
@testable import BGTaskLint

/// Re-runs every single-file fixture under transformations that must not change what is found
/// (or must silence it), after SwiftLint's `verifyRule`: code in comments and strings never
/// counts, a line above shifts every finding by one line and no column, CRLF changes nothing.
final class FixtureTransformTests: XCTestCase {
    private func singleFileFixtures() -> [SourceFile] {
        FixtureSupport.units().filter { $0.files.count == 1 && !$0.name.contains(".module") }.map { $0.files[0] }
    }

    private func lint(_ text: String, path: String) -> [Diagnostic] {
        Linter().lint([SourceFile(path: path, text: text)])
    }

    private func positions(_ diagnostics: [Diagnostic], lineShift: Int = 0) -> [String] {
        diagnostics.map { "\($0.ruleID)@\($0.location.line + lineShift):\($0.location.column)" }
    }

    func testCodeInsideABlockCommentIsNeverReported() {
        for file in singleFileFixtures() {
            let text = String(decoding: file.bytes, as: UTF8.self)
            // A `/*` or `*/` inside a string literal would end the wrapping comment early.
            guard !text.contains("/*"), !text.contains("*/") else { continue }
            XCTAssertEqual(positions(lint("/*\n" + text + "\n*/\n", path: file.path)), [], file.path)
        }
    }

    func testCodeInsideARawMultilineStringIsNeverReported() {
        for file in singleFileFixtures() {
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard !text.contains("\"\"\"#") else { continue }
            XCTAssertEqual(positions(lint("let source = #\"\"\"\n" + text + "\n\"\"\"#\n", path: file.path)), [], file.path)
        }
    }

    func testALineAboveShiftsEveryFindingByOneLineAndNoColumn() {
        for file in singleFileFixtures() {
            let text = String(decoding: file.bytes, as: UTF8.self)
            let expected = positions(lint(text, path: file.path), lineShift: 1)
            XCTAssertEqual(positions(lint("/* 👨‍👩‍👧 Ωμέγα ภาษาไทย فارسی */\n" + text, path: file.path)), expected, file.path)
            guard !text.hasPrefix("#!") else { continue }
            XCTAssertEqual(positions(lint("#!/usr/bin/env swift\n" + text, path: file.path)), expected, file.path)
        }
    }

    func testCRLFLineEndingsGiveIdenticalFindings() {
        for file in singleFileFixtures() {
            let text = String(decoding: file.bytes, as: UTF8.self)
            let crlf = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
            XCTAssertEqual(positions(lint(crlf, path: file.path)), positions(lint(text, path: file.path)), file.path)
        }
    }
}
