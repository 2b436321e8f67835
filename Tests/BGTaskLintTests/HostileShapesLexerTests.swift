import XCTest
@testable import BGTaskLint

/// Shapes that made the lexer super-linear, and the equivalence of each fix with the plain scan
/// it replaced.
final class HostileShapesLexerTests: XCTestCase {
    // MARK: - Raw strings opened by three quotes (`RawLineCloses`)

    /// The scan `rawStringClosesOnItsLine` made before `RawLineCloses`, question by question:
    /// from `from` to the line's end, a `"` followed by `hashes` `#`s.
    private func plainScanFindsClose(_ bytes: [UInt8], from: Int, hashes: Int) -> Bool {
        var index = from
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == UInt8(ascii: "\""), index + 1 + hashes <= bytes.count,
               bytes[(index + 1)..<(index + 1 + max(hashes, 0))].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Random lines of quotes, `#`s, escapes and line breaks (`\n`, `\r`, `\r\n`, and none
    /// before the end of the bytes), asked about from many positions with many counts of `#`s:
    /// the lexer's answers, read once per line, are those of the plain scan. Questions come in
    /// the lexer's order (ascending) on one lexer and in any order on another.
    func testRawLineClosesAnswerAsThePlainScan() {
        var generator = SeededGenerator(seed: 0x5EED_C105E)
        let alphabet = Array("\"\"\"####\\a (\n\r".utf8)
        var questions = 0
        for _ in 0..<10_000 {
            let length = Int.random(in: 0...48, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            guard bytes.count >= 2 else { continue }
            let quotes = Array(0...(bytes.count - 2))
            let ascending = quotes.filter { _ in Bool.random(using: &generator) }
            let shuffled = quotes.shuffled(using: &generator)
            withLexer(over: bytes) { inOrder in
                withLexer(over: bytes) { anyOrder in
                    for (lexer, order) in [(inOrder, ascending), (anyOrder, shuffled)] {
                        for quote in order {
                            let hashes = Int.random(in: 0...6, using: &generator)
                            let expected = plainScanFindsClose(bytes, from: quote + 2, hashes: hashes)
                            let answer = lexer.pointee.rawStringClosesOnItsLine(opening: quote, hashes: hashes)
                            XCTAssertEqual(answer, expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription)"
                                           + " asked at \(quote + 2) for \(hashes) #s")
                            questions += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(questions, 200_000)
    }

    /// Runs `body` with a lexer over `bytes` that has room for one token, which it never lexes.
    private func withLexer(over bytes: [UInt8], _ body: (UnsafeMutablePointer<Lexer>) -> Void) {
        let storage = UnsafeMutableBufferPointer<Token>.allocate(capacity: 1)
        defer { storage.deallocate() }
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, storage: storage)
            withUnsafeMutablePointer(to: &lexer, body)
        }
    }

    /// What a line keeps is its quotes with runs longer than every later one's: a line of 2 MB
    /// of bare quotes keeps one, and K runs descending along a line of about K²/2 bytes keep K.
    func testALongLineKeepsOnlyItsDescendingRuns() {
        let quotes = [UInt8](repeating: UInt8(ascii: "\""), count: 2_000_000)
        quotes.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(RawLineCloses(bytes: buffer, from: 0).keptQuotes.count, 1)
        }
        let descending = Array((1...2_000).reversed().map { "\"" + String(repeating: "#", count: $0) }.joined().utf8)
        descending.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(RawLineCloses(bytes: buffer, from: 0).keptQuotes.count, 2_000)
        }
    }

    /// One line nesting n raw strings opened by three quotes, the k-th with k `#`s, each
    /// interpolating the next (shape `raw_quote_openers_distinct_hashes`): every opener searched
    /// the rest of the line for its own count of `#`s, n scans of about n² bytes. Each opener
    /// closes on the line, so each is a one-line string.
    func testThousandOpenersWithDistinctHashCountsOnOneLine() {
        let count = 1_024
        let hashes = (0...count).map { String(repeating: "#", count: $0) }
        let opens = (1...count).map { "\(hashes[$0])\"\"\"\\\(hashes[$0])(" }.joined()
        let closes = (1...count).reversed().map { ")\"\(hashes[$0])" }.joined()
        let line = "let s = " + opens + "self.x" + closes
        let bytes = Array(line.utf8)
        let tokens = Lexer.tokenize(bytes).tokens.map { "\($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
        let expected = ["keyword let", "identifier s", "operator ="]
            + (1...count).flatMap { ["stringSegment \(hashes[$0])\"\"\"", "interpolationOpen \\\(hashes[$0])("] }
            + ["keyword self", "period .", "identifier x"]
            + (1...count).reversed().flatMap { ["interpolationClose )", "stringSegment \"\(hashes[$0])"] }
        XCTAssertEqual(tokens.count, expected.count)
        XCTAssertTrue(tokens == expected, "first difference at \(tokens.indices.first { tokens[$0] != expected[$0] } ?? -1)")

        let source = """
            import UIKit
            final class Uploader {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask {
            \(line)
            print(s)
                        UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid
                    }
                    UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid
                }
            }

            """
        let findings = Linter().lint([SourceFile(path: "a.swift", text: source)])
        XCTAssertEqual(findings.map(\.ruleID), ["strong-self-in-expiration-handler"])
        XCTAssertEqual(findings.map(\.location.line), [6])
        XCTAssertEqual(findings.map(\.location.column), ["let s = ".utf8.count + opens.utf8.count + 1]) // at `self`
    }
}
