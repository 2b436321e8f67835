import XCTest
@testable import BGTaskLint

/// Shapes that once made the analysis quadratic, run through the whole pipeline. They assert
/// what is found, not how long it takes; at these sizes a quadratic path takes minutes, so a
/// regression shows as a run that does not finish.
final class HostileInputTests: XCTestCase {
    private func lint(_ text: String) -> [Diagnostic] {
        Linter().lint([SourceFile(path: "hostile.swift", text: text)])
    }

    func testDeeplyNestedClosuresAroundABeginCall() {
        let depth = 30_000
        let source = "import UIKit\nfunc f() {\n" + String(repeating: "run {\n", count: depth)
            + "let id = UIApplication.shared.beginBackgroundTask { print(1) }\n"
            + String(repeating: "}\n", count: depth) + "}\n"
        XCTAssertEqual(lint(source).map(\.ruleID), ["missing-end-in-expiration-handler", "task-never-ended"])
    }

    func testDeeplyNestedParenthesesAndBrackets() {
        let depth = 100_000
        let source = "let x = " + String(repeating: "([", count: depth) + "1" + String(repeating: "])", count: depth) + "\n"
        XCTAssertEqual(lint(source), [])
    }

    func testThousandsOfTypesSharingMethodNames() {
        let types = (0..<6_000).map { index in
            """
            final class Worker\(index) {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
                    run { self.finish() }
                }
                func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
            }

            """
        }
        XCTAssertEqual(lint(types.joined()), [])
    }

    func testAManyMegabyteLineAndAnUnterminatedStringAtTheEnd() {
        let source = "let s = \"" + String(repeating: "a", count: 5_000_000) + "\"\nlet t = \"never closed"
        XCTAssertEqual(lint(source), [])
    }

    /// Found by the fuzzer: a handler holding thousands of nested closures that never close, with
    /// a call at the bottom. Every lookup once rescanned every enclosing body (cubic time).
    func testThousandsOfUnclosedClosuresInsideAHandler() {
        let depth = 3_000
        let source = "import UIKit\nfunc f() {\n_ = UIApplication.shared.beginBackgroundTask {\n"
            + String(repeating: "run {\n", count: depth) + "cleanUp(events)\nUIApplication.shared.endBackgroundTask(events"
        let rules = Set(lint(source).map(\.ruleID))
        XCTAssertEqual(rules, ["discarded-task-identifier"])
    }

    /// Found by the fuzzer: a handler in a class holding thousands of nested `([{`; the strong-self
    /// check once walked the whole scope chain from every token (quadratic).
    func testThousandsOfNestedBracketsInsideAHandlerThatUsesSelf() {
        let depth = 20_000
        let source = """
            import UIKit
            final class Uploader {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask {
                        let x = \(String(repeating: "([{", count: depth))1\(String(repeating: "}])", count: depth))
                        UIApplication.shared.endBackgroundTask(self.taskID)
                        self.taskID = .invalid
                    }
                }
            }

            """
        XCTAssertEqual(lint(source).map(\.ruleID), ["task-never-ended", "strong-self-in-expiration-handler"])
    }
}
