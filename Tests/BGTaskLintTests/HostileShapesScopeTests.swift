import XCTest
@testable import BGTaskLint

/// Shapes that made questions about the scopes around a call quadratic: the enclosing type, the
/// executable scope, `self` aliases, a type's methods across many files. Each builds its shape
/// at a size where a per-call climb or scan takes minutes, and asserts what is found.
final class HostileShapesScopeTests: XCTestCase {
    private let end = "UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid"

    /// A class whose `start()` begins a task with `handler` as its expiration handler and ends
    /// it on the normal path too.
    private func uploader(handler: String, members: String = "") -> String {
        """
        import UIKit
        final class Uploader {
            var taskID: UIBackgroundTaskIdentifier = .invalid
            func start() {
                taskID = UIApplication.shared.beginBackgroundTask {
        \(handler)
                    \(end)
                }
                UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid
            }
        \(members)
        }

        """
    }

    private func ruleIDs(_ files: [String: String]) -> [String] {
        Linter().lint(files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }).map(\.ruleID)
    }

    /// Every unresolved `run` asked for its enclosing type by climbing all the closures around it.
    func testThousandsOfNestedClosuresInsideAHandler() {
        let depth = 20_000
        let handler = String(repeating: "run {\n", count: depth) + "print(1)\n" + String(repeating: "}\n", count: depth)
        XCTAssertEqual(ruleIDs(["a.swift": uploader(handler: handler)]), ["strong-self-in-expiration-handler"])
    }

    func testThousandsOfNestedWeakSelfClosuresInsideAHandler() {
        let depth = 20_000
        let handler = String(repeating: "run { [weak self] in\n", count: depth) + "self?.flush()\n"
            + String(repeating: "}\n", count: depth)
        XCTAssertEqual(ruleIDs(["a.swift": uploader(handler: handler)]), ["strong-self-in-expiration-handler"])
    }

    /// Every call on an alias compared its name with every alias of the file.
    func testThousandsOfSelfAliasesInsideAHandler() {
        let count = 20_000
        let handler = (0..<count).map { "let s\($0) = self\n" }.joined() + (0..<count).map { "s\($0).flush()\n" }.joined()
        XCTAssertEqual(ruleIDs(["a.swift": uploader(handler: handler, members: "func flush() {}")]),
                       ["strong-self-in-expiration-handler"])
    }

    /// A chain of helpers, each in its own extension file: every lookup walked every file
    /// extending the type.
    func testAHelperChainAcrossThousandsOfExtensionFiles() {
        let count = 3_000
        var files = ["Uploader.swift": uploader(handler: "self.step0()")]
        for step in 0..<count {
            files["Step\(step).swift"] = "extension Uploader {\n    func step\(step)() { print(\(step)); step\(step + 1)() }\n}\n"
        }
        files["Last.swift"] = "extension Uploader {\n    func step\(count)() { \(end) }\n}\n"
        XCTAssertEqual(ruleIDs(files), ["strong-self-in-expiration-handler"])
    }

    /// A launch handler nesting thousands of closures, each calling an unknown function: every
    /// call re-read the signatures of all the closures around it, looking for the task.
    func testThousandsOfNestedClosuresInsideALaunchHandler() {
        let depth = 20_000
        let nested = (0..<depth).map { "run { item in\nstep\($0)(total)\n" }.joined() + String(repeating: "}\n", count: depth)
        let source = """
            import BackgroundTasks
            func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { task in
            \(nested)
                }
            }

            """
        XCTAssertEqual(ruleIDs(["a.swift": source]), ["bgtask-missing-set-task-completed"])
    }

    /// A launch handler nesting thousands of closures that each name their own parameter `task`
    /// and hand it on: each use asks whether a closure between it and the handler rebinds the
    /// name, which must not climb the closures around it.
    func testThousandsOfNestedClosuresRebindingTheTaskInsideALaunchHandler() {
        let depth = 20_000
        let nested = (0..<depth).map { "run { task in\nstep\($0)(task)\n" }.joined() + String(repeating: "}\n", count: depth)
        let source = """
            import BackgroundTasks
            func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { task in
            \(nested)
                }
            }

            """
        XCTAssertEqual(ruleIDs(["a.swift": source]), ["bgtask-missing-set-task-completed"])
    }

    /// One finding per statement: each statement's start was found by walking back over every
    /// statement before it.
    func testThousandsOfLongWorkStatementsInOneHandler() {
        let count = 20_000
        let handler = String(repeating: "sleep(1)\n", count: count)
        let found = ruleIDs(["a.swift": uploader(handler: handler)])
        XCTAssertEqual(found.filter { $0 == "long-work-in-expiration-handler" }.count, count)
        XCTAssertEqual(Set(found), ["long-work-in-expiration-handler", "strong-self-in-expiration-handler"])
    }

    /// One global identifier begun in thousands of files: every begin call listed the tokens of
    /// every file mentioning the global before reading any of them.
    func testAGlobalIdentifierBegunInThousandsOfFiles() {
        let count = 1_500
        var files = ["Globals.swift": "import UIKit\nvar sharedTask: UIBackgroundTaskIdentifier = .invalid\n"]
        for index in 0..<count {
            files["Job\(index).swift"] = """
                import UIKit
                func job\(index)() {
                    sharedTask = UIApplication.shared.beginBackgroundTask {
                        UIApplication.shared.endBackgroundTask(sharedTask); sharedTask = .invalid
                    }
                    work()
                }

                """
        }
        XCTAssertEqual(ruleIDs(files), ["global-task-identifier"])
    }

    /// The normal path calls a method with thousands of overloads thousands of times: each call
    /// resolved all the overloads again to see whether one ends the task.
    func testThousandsOfCallsToAMethodWithThousandsOfOverloads() {
        let count = 3_000
        let overloads = (0..<count).map { "func record(_ value: Kind\($0)) { print(value) }\n" }.joined()
        let calls = (0..<count).map { "record(value\($0))\n" }.joined()
        let source = """
            import UIKit
            final class Uploader {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid
                    }
            \(calls)
                }
            \(overloads)
            }

            """
        XCTAssertEqual(ruleIDs(["a.swift": source]), ["task-never-ended"])
    }
}
