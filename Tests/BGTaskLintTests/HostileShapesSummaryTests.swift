import XCTest
@testable import BGTaskLint

/// Shapes that made the helper summaries (does a call end the task, what long work does it do)
/// exponential or quadratic, run through the whole pipeline. They assert what is found, not how
/// long it takes: at these sizes the old paths took minutes or more, so a regression shows as a
/// run that does not finish.
final class HostileShapesSummaryTests: XCTestCase {
    private func lint(_ text: String) -> [Diagnostic] {
        Linter().lint([SourceFile(path: "hostile.swift", text: text)])
    }

    /// A class whose `f()` begins a task (and ends it on the normal path) with `handler` as the
    /// expiration handler's body, and `members` after it.
    private func taskClass(handler: String, members: String) -> String {
        """
        import UIKit

        final class C {
            var taskID: UIBackgroundTaskIdentifier = .invalid
            func f() {
                taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                    guard let self else { return }
        \(handler)
                }
                UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid
            }
        \(members)
        }

        """
    }

    private static let end = "UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid"

    /// `count` helpers that each call all of them, then `extra` (cause J: a walk that cut cycles
    /// re-explored every path up to the depth bound; 10 helpers took 25 s, this many, ages).
    private func helpersAllCallingAll(_ count: Int, extra: (Int) -> String = { _ in "" }) -> String {
        (0..<count).map { helper in
            "    func h\(helper)() {\n" + (0..<count).map { "        h\($0)()\n" }.joined() + extra(helper) + "    }\n"
        }.joined()
    }

    func testHelpersThatAllCallEachOtherAndNeverEnd() {
        let source = taskClass(handler: "self.h0()", members: helpersAllCallingAll(40))
        XCTAssertEqual(lint(source).map(\.ruleID), ["missing-end-in-expiration-handler"])
    }

    func testHelpersThatAllCallEachOtherWhereTheLastEnds() {
        let members = helpersAllCallingAll(40) { $0 == 39 ? "        \(Self.end)\n" : "" }
        XCTAssertEqual(lint(taskClass(handler: "self.h0()", members: members)).map(\.ruleID), [])
    }

    func testHelpersThatAllCallEachOtherWhereTheLastSleeps() {
        let members = helpersAllCallingAll(40) { $0 == 39 ? "        sleep(1)\n" : "" }
        let diagnostics = lint(taskClass(handler: "self.h0()\n" + Self.end, members: members))
        XCTAssertEqual(diagnostics.map(\.ruleID), ["long-work-in-expiration-handler"])
    }

    /// The documented bound: helpers are followed 12 deep, however the call graph cycles.
    func testAnEndThirteenHelpersDeepInACycleIsNotFollowed() {
        func ring(endingAt depth: Int) -> String {
            (0..<depth).map { "    func h\($0)() { h\($0 + 1)(); h0() }\n" }.joined() + "    func h\(depth)() { \(Self.end) }\n"
        }
        XCTAssertEqual(lint(taskClass(handler: "self.h0()", members: ring(endingAt: 11))).map(\.ruleID), [])
        XCTAssertEqual(lint(taskClass(handler: "self.h0()", members: ring(endingAt: 12))).map(\.ruleID),
                       ["missing-end-in-expiration-handler"])
    }

    /// Cause I: every call matched every overload (labels are the only discriminator).
    func testThousandsOfCallsToThousandsOfOverloads() {
        let count = 3_000
        let overloads = (0..<count).map { "    func finish(_ x: T\($0)) { print(x) }\n" }.joined()
            + "    func finish(_ x: T, last: Bool) { \(Self.end) }\n"
        let calls = (0..<count).map { "self.finish(v\($0))\n" }.joined()
        XCTAssertEqual(lint(taskClass(handler: calls, members: overloads)).map(\.ruleID), ["missing-end-in-expiration-handler"])
        let ending = calls + "self.finish(v, last: true)\n"
        XCTAssertEqual(lint(taskClass(handler: ending, members: overloads)).map(\.ruleID), [])
    }

    /// Calls to one overloaded method from thousands of functions: each function's calls were a
    /// group of their own, so each resolved against every overload (2,048 of each took 4 s).
    /// Calls on `self` or no receiver now group by the enclosing type.
    func testThousandsOfFunctionsEachCallingOneOfThousandsOfOverloads() {
        let count = 2_000
        let overloads = (0..<count).map { "    func finish(_ x: T\($0)) { print(x) }\n" }.joined()
            + "    func finish(_ x: T, last: Bool) { \(Self.end) }\n"
        func functions(_ call: String) -> String {
            (0..<count).map {
                "    func f\($0)() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.\(call) }\n        \(call)\n    }\n"
            }.joined()
        }
        func file(_ members: String) -> String {
            "import UIKit\nfinal class C {\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n\(members)}\n"
        }
        let counts = Dictionary(lint(file(overloads + functions("finish(v)"))).map { ($0.ruleID, 1) }, uniquingKeysWith: +)
        // (The type ends `taskID` in `finish(_:last:)`, so no task is "never ended".)
        XCTAssertEqual(counts, ["missing-end-in-expiration-handler": count, "strong-self-in-expiration-handler": count])
        let ending = lint(file(overloads + functions("finish(v, last: true)")))
        XCTAssertEqual(ending.count, count)
        XCTAssertEqual(Set(ending.map(\.ruleID)), ["strong-self-in-expiration-handler"])
    }

    /// Cause C: every loop rescanned its whole body, nested loops included. (`while`, not `for`:
    /// a loop variable per level would time the bindings instead.)
    func testThousandsOfNestedLoopsDoingWork() {
        let depth = 16_000
        let loops = String(repeating: "while self.flag {\n", count: depth) + "self.work()\n"
            + String(repeating: "}\n", count: depth) + Self.end
        let diagnostics = lint(taskClass(handler: loops, members: ""))
        XCTAssertEqual(diagnostics.count, depth)
        XCTAssertEqual(Set(diagnostics.map(\.ruleID)), ["long-work-in-expiration-handler"])
        XCTAssertTrue(diagnostics.allSatisfy { $0.message.contains("loops over non-atomic work") })
    }
}
