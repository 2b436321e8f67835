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

    /// Launch handlers registered in one another's launch handlers, each taking `task`: each
    /// completes its own task last, or none does. Every launch handler read the calls, tokens and
    /// mentions of `task` of every one nested in it (2,000 took 6.5 s in a release build, 4,000
    /// took 24 s; the shapes `nested_bgtask_registers` and
    /// `nested_bgtask_registers_never_completing` time them). A handler nested in another counts
    /// for it: the innermost handler's completion keeps every one around it quiet.
    func testLaunchHandlersNestedInOneAnother() {
        let count = 2_000
        let opening = (0..<count).map { k in
            "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"x\(k)\", using: nil) { task in\n"
        }.joined()
        let completing = String(repeating: "task.setTaskCompleted(success: true)\n}\n", count: count)
        let neverCompleting = String(repeating: "task.expirationHandler = { print(1) }\n}\n", count: count)
        let setup = "import BackgroundTasks\nfunc setup() {\n"
        XCTAssertEqual(ruleCounts(setup + opening + completing + "}\n"), [:])
        XCTAssertEqual(ruleCounts(setup + opening + neverCompleting + "}\n"), ["bgtask-missing-set-task-completed": count])
    }

    /// As above, none completing its task, the innermost storing it in a property and handing it
    /// to code the analyzer cannot see: that earns the innermost the benefit of the doubt, not the
    /// handlers around it (its `task` is not theirs), though each now takes its nested handlers'
    /// calls from one answer per handler instead of reading them.
    func testLaunchHandlersNestedInOneAnotherTheInnermostStoringItsTask() {
        let count = 300
        let opening = (0..<count).map { k in
            "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"x\(k)\", using: nil) { task in\n"
        }.joined()
        let innermost = "Store.shared.pending = task\nunseen(task)\n"
        let closing = String(repeating: "task.expirationHandler = { print(1) }\n}\n", count: count)
        XCTAssertEqual(ruleCounts("import BackgroundTasks\nfunc setup() {\n" + opening + innermost + closing + "}\n"),
                       ["bgtask-missing-set-task-completed": count - 1])
    }

    // MARK: - Long work

    /// A type declared in an expiration handler, whose property's closure nests loops in one
    /// another around one call: each loop re-read the calls of every loop inside it (16,000 loops
    /// took 6 s in a release build, 32,000 took 28 s; the shape `nested_loops_in_type_in_handler`
    /// times it). Every loop holds the call, so every loop is reported.
    func testLoopsNestedInOneAnotherInATypeDeclaredInAHandler() {
        let count = 6_000
        let type = "struct T {\nvar v: Int = {\n" + String(repeating: "for i in xs {\n", count: count) + "work(i)\n"
            + String(repeating: "}\n", count: count) + "return 0\n}()\n}\nprint(T().v)"
        let source = "import UIKit\n\nfinal class C {\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n"
            + "    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask {\n" + type + "\n"
            + "            UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid\n        }\n"
            + "        UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid\n    }\n}\n"
        XCTAssertEqual(ruleCounts(source),
                       ["long-work-in-expiration-handler": count, "strong-self-in-expiration-handler": 1])
    }
}
