import XCTest
@testable import BGTaskLint

/// Shapes from the shape hunt whose cost once grew with the square of the input: long call
/// chains, many findings on one line, many suppression directives. Each runs at a size where the
/// quadratic code took minutes, and asserts exact results, so a regression shows as a hang and a
/// fix that changes the output shows as a failure.
final class HostileShapesOutputTests: XCTestCase {
    private func lint(_ text: String, rules: [any Rule.Type] = RuleRegistry.all) -> [Diagnostic] {
        Linter(rules: rules).lint([SourceFile(path: "hostile.swift", text: text)])
    }

    // MARK: - Call chains

    /// `self.a.c0().c1()…`: every call once walked back over, and stored, the whole chain before it.
    func testALongCallChainInAHandler() {
        let length = 8_000
        let chain = "self.a" + (0..<length).map { ".c\($0)()" }.joined()
        let source = """
            import UIKit
            final class C {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func f() {
                    taskID = UIApplication.shared.beginBackgroundTask {
            \(chain)
                        UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid
                    }
                    UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid
                }
            }

            """
        let found = lint(source)
        XCTAssertEqual(found.map(\.ruleID), ["strong-self-in-expiration-handler"])
        XCTAssertEqual(found.first?.location, SourceLocation(line: 6, column: 1))
    }

    /// A call deep in a chain keeps the chain's root and start and its innermost names.
    func testACallDeepInAChainKeepsItsRootAndInnermostReceivers() {
        let length = 8_000
        let tree = SyntaxTree(file: SourceFile(path: "chain.swift", text: "let x = " + (0..<length).map { "c\($0)()" }.joined(separator: ".")))
        let last = tree.tokens.indices.last { tree.isKind($0, .identifier) && tree.name($0) == "c\(length - 1)" }!
        let call = tree.call(at: last)!
        XCTAssertEqual(call.receiver.count, ReceiverLinks.keptNames)
        XCTAssertEqual(call.receiver.first, "c0")
        XCTAssertEqual(Array(call.receiver.suffix(2)), ["c\(length - 3)", "c\(length - 2)"])
        XCTAssertEqual(tree.name(call.start), "c0")
        XCTAssertEqual(tree.call(at: call.start + 4)?.receiver, ["c0"])
    }

    // MARK: - Many findings on one line

    /// Each finding once re-read and re-folded its whole line (and kept its own copy of it), and
    /// each fingerprint re-hashed it.
    func testThousandsOfFindingsOnOneLine() {
        let count = 5_000
        let calls = (0..<count).map { "func f\($0)() { _ = UIApplication.shared.beginBackgroundTask { print(\($0)) } };" }
        // `é` is two UTF-8 bytes and one UTF-16 unit: the two column counts differ by one.
        let source = "import UIKit\nlet é = 1; " + calls.joined(separator: " ") + "\n"
        let found = lint(source, rules: [DiscardedTaskIdentifier.self])
        XCTAssertEqual(found.count, count)
        let last = found.last!
        let column = "let é = 1; ".utf8.count + calls.dropLast().map { $0.utf8.count + 1 }.reduce(0, +)
            + "func f\(count - 1)() { _ = UIApplication.shared.".utf8.count + 1
        XCTAssertEqual(last.location, SourceLocation(line: 2, column: column))
        XCTAssertEqual(last.utf16Column, column - 1)
        XCTAssertEqual(last.endLocation.column - last.location.column, "beginBackgroundTask".utf8.count)
        XCTAssertTrue(last.fingerprint.hasSuffix(":\(count - 1)"))
        XCTAssertEqual(Set(found.map(\.fingerprint)).count, count)
    }

    // MARK: - Suppressions

    /// Every finding was once matched against every directive, and every unused directive's
    /// report against every directive again.
    func testThousandsOfRegionsAndUnusedDirectives() {
        let count = 4_000
        let unusedPerBlock = 6
        let blocks = (0..<count).map { index in
            "// bgtask-lint:disable discarded-task-identifier\n"
                + "func f\(index)() { _ = UIApplication.shared.beginBackgroundTask { } }\n"
                + "// bgtask-lint:enable discarded-task-identifier\n"
                + String(repeating: "// bgtask-lint:disable:next discarded-task-identifier\n", count: unusedPerBlock)
                + "print(\(index))\n"
        }
        let linesPerBlock = 3 + unusedPerBlock + 1
        let tail = "// bgtask-lint:disable:next unused-suppression\n// bgtask-lint:disable:this discarded-task-identifier\n"
            + "func g() { _ = UIApplication.shared.beginBackgroundTask { } }\n"
        let found = lint("import UIKit\n" + blocks.joined() + tail,
                         rules: [DiscardedTaskIdentifier.self, UnusedSuppression.self])
        // Every region suppresses its finding and every `disable:next` suppresses nothing and is
        // reported, but for the tail's `disable:this`, whose report the line above silences.
        let unused = found.filter { $0.ruleID == "unused-suppression" }
        XCTAssertEqual(unused.count, count * unusedPerBlock)
        XCTAssertEqual(unused.first?.location, SourceLocation(line: 5, column: 1))
        XCTAssertEqual(unused.last?.location.line, 1 + count * linesPerBlock - 1)
        let tailLine = 2 + count * linesPerBlock
        XCTAssertEqual(found.filter { $0.ruleID == "discarded-task-identifier" }.map(\.location.line), [tailLine + 2])
        XCTAssertEqual(found.count, count * unusedPerBlock + 1)
    }
}
