import XCTest
@testable import BGTaskLint

/// Shapes that made the shared analysis model quadratic: the task carriers of a launch handler
/// tested every rebound spelling of the task once per call, each launch handler re-read every
/// launch handler nested in it, and each loop of a type declared in a handler re-read the loops
/// inside it. They assert what is found, not how long it takes; at these sizes the old code took
/// many seconds, so a regression shows as a run that does not finish.
final class HostileShapesModelTests: XCTestCase {
    /// How many diagnostics of each rule linting `source` as one file gives.
    private func ruleCounts(_ source: String) -> [String: Int] {
        Linter().lint([SourceFile(path: "hostile.swift", text: source)])
            .reduce(into: [:]) { counts, diagnostic in counts[diagnostic.ruleID, default: 0] += 1 }
    }

    /// A launch handler (`{ task in`) around `body`, which completes the task after it.
    private func launchHandler(_ body: String) -> String {
        "import BackgroundTasks\nfunc setup() {\n"
            + "    BGTaskScheduler.shared.register(forTaskWithIdentifier: \"x\", using: nil) { task in\n"
            + body + "\n        task.setTaskCompleted(success: true)\n    }\n}\n"
    }

    // MARK: - Task carriers

    /// Calls nested in one another's arguments, each also passing a closure that rebinds `task`:
    /// every call asked whether a spelling of `task` in its arguments is the task, testing each
    /// of those inside it (2,000 calls took 2.6 s in a release build, 4,000 took 11 s; the shape
    /// `bgtask_nested_calls_rebinding_task` times it).
    func testCallsNestedInOneAnothersArgumentsEachRebindingTheTask() {
        let count = 3_000
        let nested = String(repeating: "f({ task in print(task) }, ", count: count) + "0"
            + String(repeating: ")", count: count)
        XCTAssertEqual(ruleCounts(launchHandler("        " + nested)), [:])
    }
}
