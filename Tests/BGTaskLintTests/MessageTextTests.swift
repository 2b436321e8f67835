import XCTest
@testable import BGTaskLint

/// Messages quote names from the source; a long name is shortened to its two ends, so that one
/// name quoted by many findings cannot make the report quadratic in the input.
final class MessageTextTests: XCTestCase {
    func testRealMessagesPassUnchanged() {
        let messages = RuleRegistry.all.map { $0.metadata.summary } + [
            "'taskID' is not reset to '.invalid' after 'endBackgroundTask(_:)'; set it to '.invalid' so the task cannot be ended twice",
            "expiration handler calls 'flushEverythingToDiskBeforeTheAppIsSuspendedByTheSystem', which writes to disk ('store.save')",
            "expiration handler '" + String(repeating: "n", count: MessageText.longestWord) + "' declared here",
        ]
        for message in messages { XCTAssertEqual(MessageText.bounded(message), message) }
    }

    func testALongWordKeepsItsEndsAndTheRestOfTheMessage() {
        let name = "start" + String(repeating: "x", count: 10_000) + "end"
        let bounded = MessageText.bounded("'\(name)' is never ended; end the task when the work completes")
        XCTAssertTrue(bounded.hasPrefix("'startxxx"))
        XCTAssertTrue(bounded.hasSuffix("xxxend' is never ended; end the task when the work completes"))
        let rest = "'' is never ended; end the task when the work completes".utf8.count
        XCTAssertLessThanOrEqual(bounded.utf8.count, MessageText.longestWord + rest)
        XCTAssertGreaterThanOrEqual(bounded.utf8.count, MessageText.longestWord + rest - 1)
        XCTAssertEqual(bounded.filter { $0 == "…" }.count, 1)
    }

    /// A name with blanks in it (a raw identifier) escapes the bound on words; the whole message is
    /// bounded then.
    func testALongMessageOfShortWordsIsBoundedWhole() {
        let name = "`" + Array(repeating: "a b", count: 5_000).joined(separator: " ") + "`"
        let bounded = MessageText.bounded("'\(name)' is never ended")
        XCTAssertLessThanOrEqual(bounded.utf8.count, MessageText.longestMessage)
        XCTAssertTrue(bounded.hasPrefix("'`a b a b"))
        XCTAssertTrue(bounded.hasSuffix("a b a b`' is never ended"))
        XCTAssertEqual(bounded.filter { $0 == "…" }.count, 1)
    }

    /// Cut between characters: a name of multi-byte characters (and of clusters of several
    /// scalars) is shortened to whole characters, within the bound in bytes.
    func testShorteningCutsBetweenCharacters() {
        for unit in ["é", "名", "👩‍👩‍👧", "e\u{301}"] {
            let name = String(repeating: unit, count: 1_000)
            let shortened = MessageText.name(name)
            XCTAssertLessThanOrEqual(shortened.utf8.count, MessageText.longestWord, unit)
            XCTAssertGreaterThan(shortened.utf8.count, MessageText.longestWord - 2 * unit.utf8.count - 3, unit)
            let parts = shortened.split(separator: "…", omittingEmptySubsequences: false)
            XCTAssertEqual(parts.count, 2, unit)
            for part in parts { XCTAssertTrue(part.allSatisfy { String($0) == unit }, unit) }
        }
        XCTAssertEqual(MessageText.name("short"), "short")
    }

    /// The twenty-first session's hunt: a helper whose one statement waits on a receiver named
    /// with tens of kilobytes, called by thousands of handlers, once printed every finding with
    /// the whole name in it (1 GB of report for 0.8 MB of input, and as much memory).
    func testALongReceiverQuotedByManyHandlersStaysShortInEveryFinding() {
        let handlers = 2_000
        let receiver = "q" + String(repeating: "w", count: 64 * handlers)
        let members = "    func h() { \(receiver).wait() }\n"
            + (0..<handlers).map { index in
                "    func f\(index)() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.h(); self?.done() }\n"
                    + "        done()\n    }\n"
            }.joined()
            + "    func done() { \(HostileSource.end) }\n"
        let found = Linter(rules: RuleRegistry.all).lint([SourceFile(path: "hostile.swift", text: HostileSource.type(members))])
        XCTAssertEqual(found.count, handlers)
        XCTAssertEqual(Set(found.map(\.ruleID)), ["long-work-in-expiration-handler"])
        for diagnostic in found {
            XCTAssertLessThan(diagnostic.message.utf8.count, 400)
            XCTAssertTrue(diagnostic.message.contains("('qwww"))
            XCTAssertTrue(diagnostic.message.contains("w…w"))
            XCTAssertTrue(diagnostic.message.contains(String(repeating: "w", count: 40) + ".wait')"))
            XCTAssertTrue(diagnostic.notes.allSatisfy { $0.message.utf8.count < 400 })
        }
    }
}
