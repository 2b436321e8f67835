import XCTest
@testable import BGTaskLint

/// Shapes that made `task-never-ended` and `missing-invalid-reset` quadratic (or cubic): the
/// first rescanned the identifier's whole region for every begin call, the second the rest of
/// the body for every end call. They assert what is found, not how long it takes; at these sizes
/// the old code took minutes, so a regression shows as a run that does not finish.
final class HostileShapesRuleTests: XCTestCase {
    private static let end = "UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid"

    /// How many diagnostics of each rule linting `source` as one file gives.
    private func ruleCounts(_ source: String) -> [String: Int] {
        Linter().lint([SourceFile(path: "hostile.swift", text: source)])
            .reduce(into: [:]) { counts, diagnostic in counts[diagnostic.ruleID, default: 0] += 1 }
    }

    /// A class holding a task identifier property, with `members` inside.
    private func type(_ members: String) -> String {
        "import UIKit\n\nfinal class C {\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n    var flag = false\n"
            + members + "\n}\n"
    }

    // MARK: - task-never-ended: many begin calls sharing a region

    func testManyBeginCallsStoringDistinctLocalsOfOneFunction() {
        let count = 2_000
        let body = (0..<count).map { k in
            "        var t\(k) = UIBackgroundTaskIdentifier.invalid\n"
                + "        t\(k) = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(t\(k)); t\(k) = .invalid }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type("    func f() {\n" + body + "    }\n")), ["task-never-ended": count])
    }

    func testManyBeginCallsStoringDistinctPropertiesOfOneType() {
        let count = 2_000
        let properties = (0..<count).map { "    var t\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let functions = (0..<count).map { k in
            "    func f\(k)() {\n        t\(k) = UIApplication.shared.beginBackgroundTask { "
                + "UIApplication.shared.endBackgroundTask(self.t\(k)); self.t\(k) = .invalid }\n        work()\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type(properties + functions)),
                       ["task-never-ended": count, "strong-self-in-expiration-handler": count])
    }

    func testManyBeginCallsStoringDistinctGlobals() {
        let count = 900
        let globals = (0..<count).map { "var g\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let functions = (0..<count).map { k in
            "func f\(k)() {\n    g\(k) = UIApplication.shared.beginBackgroundTask { "
                + "UIApplication.shared.endBackgroundTask(g\(k)); g\(k) = .invalid }\n}\n"
        }.joined()
        XCTAssertEqual(ruleCounts("import UIKit\n" + globals + functions),
                       ["task-never-ended": count, "global-task-identifier": count])
    }

    /// Thousands of files each extending one class with a begin call storing its property: the
    /// strong-self rule read every extension's header for every handler (is the class an app
    /// delegate?) and `task-never-ended` could read every extension for every begin call; both
    /// are now answered once for the module (8,192 files took 23 s in a release build).
    func testThousandsOfFilesExtendingOneTypeWithABeginCallEach() {
        let count = 3_000
        var files = [SourceFile(path: "c.swift", text: type(""))]
        for k in 0..<count {
            files.append(SourceFile(path: "e\(k).swift", text: "import UIKit\nextension C {\n    func f\(k)() {\n"
                + "        taskID = UIApplication.shared.beginBackgroundTask { \(Self.end) }\n        work()\n    }\n}\n"))
        }
        let counts = Linter().lint(files).reduce(into: [String: Int]()) { $0[$1.ruleID, default: 0] += 1 }
        XCTAssertEqual(counts, ["strong-self-in-expiration-handler": count])
    }

    /// Each handler begins the next task: every handler's body holds all the deeper ones. Four
    /// rules scanned each handler's whole body, the strong-self scan too, and each identifier
    /// lookup climbed every level (2,048 levels took 12 s in a release build; now a handler's
    /// scan stops at the handlers nested in it, which run only when their own task expires).
    func testBeginCallsNestedInEachOthersHandlers() {
        let count = 2_000
        let opening = String(repeating: "taskID = UIApplication.shared.beginBackgroundTask {\n", count: count)
        let closing = String(repeating: Self.end + "\n}\n", count: count)
        XCTAssertEqual(ruleCounts(type("    func f() {\n" + opening + closing + "        work()\n    }\n")),
                       ["long-work-in-expiration-handler": count - 1, "strong-self-in-expiration-handler": count,
                        "task-never-ended": 1])
    }

    /// Each begin call names its handler; finding what the name means walked every scope of the
    /// file once per call (16,384 methods took 1.8 s of CPU in a release build, 8× the time of
    /// 4,096).
    func testManyBeginCallsPassingAMethodAsTheirHandler() {
        let count = 4_000
        let functions = (0..<count).map { k in
            "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n"
                + "        work { [weak self] in self?.finish() }\n    }\n"
        }.joined()
        let helpers = "    func expire() { print(\"expired\") }\n    func finish() { \(Self.end) }\n"
        XCTAssertEqual(ruleCounts(type(helpers + functions)), ["missing-end-in-expiration-handler": count])
    }

    /// Many closures bound to one name: each begin call reads its own function's.
    func testManyFunctionsBindingTheirHandlerClosureToTheSameName() {
        let count = 2_000
        let functions = (0..<count).map { k in
            let body = k.isMultiple(of: 2) ? "print(\(k))" : "guard let self else { return }; \(Self.end)"
            return "    func f\(k)() {\n        let expire = { [weak self] in \(body) }\n"
                + "        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n"
                + "        work { [weak self] in self?.finish() }\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type("    func finish() { \(Self.end) }\n" + functions)),
                       ["missing-end-in-expiration-handler": count / 2])
    }

    func testManyBeginCallsWhoseHandlersEnterMutuallyRecursiveHelpers() {
        let count = 1_000
        let helpers = (0..<count).map { "    func a\($0)() { b\($0)() }\n    func b\($0)() { a\($0)() }\n" }.joined()
        let functions = (0..<count).map { k in
            "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.a\(k)() }\n        work()\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type(helpers + functions)), [
            "task-never-ended": count, "missing-end-in-expiration-handler": count,
            "strong-self-in-expiration-handler": count,
        ])
    }

    /// Every call of `finish(v)` resolves to every overload: the old check was begin calls ×
    /// calls × overloads.
    func testManyBeginCallsAndManyOverloadsOfTheCalledHelper() {
        let count = 300
        let overloads = (0..<count).map { "    func finish(_ x: T\($0)) { print(x) }\n" }.joined()
        let functions = (0..<count).map { k in
            "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.finish(v) }\n        finish(v)\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type(overloads + functions)), [
            "task-never-ended": count, "missing-end-in-expiration-handler": count,
            "strong-self-in-expiration-handler": count,
        ])
    }

    // MARK: - missing-invalid-reset: many end calls in one body

    func testManyEndCallsInOneFunctionWithoutReset() {
        let count = 3_000
        let ends = (0..<count).map { "        UIApplication.shared.endBackgroundTask(taskID)\n        work\($0)()\n" }.joined()
        let source = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { \(Self.end) }\n"
                          + ends + "    }\n")
        XCTAssertEqual(ruleCounts(source), ["missing-invalid-reset": count, "strong-self-in-expiration-handler": 1])
    }

    /// The handler resets once, at its end: every end call before it counts as reset.
    func testManyEndCallsInAHandlerResetOnceAtItsEnd() {
        let count = 20_000
        let ends = String(repeating: "UIApplication.shared.endBackgroundTask(self.taskID)\n", count: count)
        let source = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { \n"
                          + ends + "\n            \(Self.end)\n        }\n"
                          + "        UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["strong-self-in-expiration-handler": 1])
    }

    /// Each end waits in its own hop closure, nested in the previous one: every body summary
    /// once rescanned all the bodies nested inside it.
    func testEndCallsNestedInManyAsyncHops() {
        let count = 2_000
        let hops = String(repeating: "DispatchQueue.main.async {\nUIApplication.shared.endBackgroundTask(self.taskID)\n",
                          count: count)
        let source = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask {\n"
                          + hops + String(repeating: "}\n", count: count) + "\n        }\n"
                          + "        UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid\n    }\n")
        XCTAssertEqual(ruleCounts(source), [
            "missing-invalid-reset": count, "async-end-in-expiration-handler": 1,
            "strong-self-in-expiration-handler": 1,
        ])
    }
}
