import XCTest
@testable import BGTaskLint

/// Shapes that made following a task into helpers quadratic: every call handing a task or an
/// identifier to a helper bound its arguments to all the helper's parameters anew, each
/// (helper, parameter) pair read the helper's body again, a launch handler given by reference
/// to n register calls was read again for each, and each copy of the task (`let t2 = t1`)
/// copied the set of names carrying it. At these sizes the old code took many seconds in a debug
/// build (the shapes of the twenty-first session's hunt in Tests/Shapes/shapes.py time them);
/// the tests assert what is found, so a regression shows as a run that does not finish.
final class HostileShapesReachTests: XCTestCase {
    private static let count = 1_024

    private func ruleCounts(_ source: String) -> [String: Int] { HostileSource.ruleCounts(source) }

    /// A class `S` with `members`, importing BackgroundTasks.
    private func launchType(_ members: String) -> String {
        "import BackgroundTasks\n\nfinal class S {\n" + members + "}\n"
    }

    /// The parameters `p0`, `p1`, … of a helper, labelled and defaulted.
    private func parameters(_ count: Int = count, type: String = "BGTask? = nil") -> String {
        (0..<count).map { "p\($0): \(type)" }.joined(separator: ", ")
    }

    /// `count` methods, each registering a launch handler handing its task to `keep` with the
    /// label `parameter(k)`.
    private func registersHanding(_ count: Int = count, to parameter: (Int) -> String) -> String {
        (0..<count).map { k in
            "    func r\(k)() {\n        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"t\(k)\", using: nil) { task in\n"
                + "            self.keep(\(parameter(k)): task)\n        }\n    }\n"
        }.joined()
    }

    // MARK: - Binding arguments to parameters

    /// Every call bound its argument to one of the helper's thousand parameters by building a
    /// table of them all, twice: to tell which parameter is handed the task, and whether the
    /// helper keeps it. The helper neither completes nor keeps it.
    func testLaunchHandlersHandingTheTaskToOneParameterOfMany() {
        let count = 4 * Self.count
        let body = (0..<count).map { "        print(\($0))\n" }.joined()
        let source = launchType("    func keep(\(parameters(count))) {\n" + body + "    }\n"
                                + registersHanding(count) { _ in "p0" })
        XCTAssertEqual(ruleCounts(source), ["bgtask-missing-set-task-completed": count])
    }

    /// As above, each handing its task to another parameter: each (helper, parameter) pair was
    /// its own answer, reading the helper's body again, and whether the helper keeps what it is
    /// handed was read from the body again per parameter.
    func testLaunchHandlersHandingTheTaskToDistinctParameters() {
        let count = Self.count
        let body = (0..<count).map { "        print(\($0))\n" }.joined()
        let source = launchType("    func keep(\(parameters())) {\n" + body + "    }\n" + registersHanding { "p\($0)" })
        XCTAssertEqual(ruleCounts(source), ["bgtask-missing-set-task-completed": count])
    }

    /// As above, the helper handing one parameter to code the analyzer cannot see and storing
    /// another: the handlers handing their task to those two earn the benefit of the doubt; the
    /// parameters the body never names share one answer.
    func testLaunchHandlersHandingTheTaskToDistinctParametersTwoOfWhichTheHelperReads() {
        let count = Self.count
        let body = (0..<count).map { "        print(\($0))\n" }.joined() + "        finish(p7)\n        self.kept = p9\n"
        let helper = "    var kept: BGTask?\n    func keep(\(parameters())) {\n" + body + "    }\n"
        XCTAssertEqual(ruleCounts(launchType(helper + registersHanding { "p\($0)" })),
                       ["bgtask-missing-set-task-completed": count - 2])
    }

    /// As above, the helper naming every parameter, so each really may hold the task: each
    /// (helper, parameter) pair still read the whole body, asking every call whether it is
    /// handed the task (4,096 took 15 s in a release build). A task's uses are now looked up by
    /// name, and the calls they do not reach answer once for every parameter. The helper stores
    /// one parameter and hands another to code the analyzer cannot see: those two handlers are
    /// not reported.
    func testLaunchHandlersHandingTheTaskToDistinctParametersEachNamed() {
        let count = Self.count
        let body = (0..<count).map { "        print(p\($0) as Any)\n" }.joined() + "        self.kept = p9\n        finish(p11)\n"
        let helper = "    var kept: BGTask?\n    func keep(\(parameters())) {\n" + body + "    }\n"
        XCTAssertEqual(ruleCounts(launchType(helper + registersHanding { "p\($0)" })),
                       ["bgtask-missing-set-task-completed": count - 2])
    }

    /// Methods each beginning a task in a local and handing the local to one helper of a
    /// thousand parameters: each call's binding table was kept with the call (hundreds of
    /// megabytes at four thousand).
    func testLocalsHandedToOneHelperOfManyParameters() {
        let count = 4 * Self.count
        let helper = "    func keep(\(parameters(count, type: "UIBackgroundTaskIdentifier = .invalid"))) {\n        print(0)\n    }\n"
        let begins = (0..<count).map { k in
            "    func f\(k)() {\n        var id = UIBackgroundTaskIdentifier.invalid\n"
                + "        id = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(id); id = .invalid }\n"
                + "        keep(p\(k): id)\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(HostileSource.type(helper + begins)), ["task-never-ended": count])
    }

    // MARK: - A launch handler given by reference

    /// One method handed to a thousand register calls (`launchHandler: handle`) was read again
    /// for each. Its calls hand the task to code the analyzer cannot see, so none is reported.
    func testLaunchHandlerMethodSharedByManyRegistersHandingTheTaskAround() {
        let count = Self.count
        let body = (0..<count).map { "        log\($0)(task)\n" }.joined()
        XCTAssertEqual(ruleCounts(launchType("    func handle(_ task: BGTask) {\n" + body + "    }\n"
                                             + registers(count))), [:])
    }

    /// As above, the method never completing the task: every register call is still reported.
    func testLaunchHandlerMethodSharedByManyRegistersNeverCompleting() {
        let count = Self.count
        let body = (0..<count).map { "        print(\($0))\n" }.joined()
        XCTAssertEqual(ruleCounts(launchType("    func handle(_ task: BGTask) {\n" + body + "    }\n" + registers(count))),
                       ["bgtask-missing-set-task-completed": count])
    }

    /// A method `setUp` registering `handle` as the launch handler `count` times.
    private func registers(_ count: Int) -> String {
        "    func setUp() {\n" + (0..<count).map { k in
            "        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"t\(k)\", using: nil, launchHandler: handle)\n"
        }.joined() + "    }\n"
    }

    // MARK: - Copies of the task

    /// A launch handler binding thousands of locals, each a copy of the one before: each copy
    /// found copied every name carrying the task. The last completes it, or is only logged.
    func testLaunchHandlerChainOfTaskCopies() {
        let count = 16_384
        let copies = (0..<count).map { "            let t\($0 + 1) = t\($0)\n" }.joined()
        func handler(_ last: String) -> String {
            launchType("    func r() {\n        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"t\", using: nil) { t0 in\n"
                       + copies + "            " + last + "\n        }\n    }\n")
        }
        XCTAssertEqual(ruleCounts(handler("t\(count).setTaskCompleted(success: true)")), [:])
        XCTAssertEqual(ruleCounts(handler("print(t\(count))")), ["bgtask-missing-set-task-completed": 1])
        // Handed to code the analyzer cannot see, the last copy is still the task.
        XCTAssertEqual(ruleCounts(handler("finish(t\(count))")), [:])
    }

    /// A launch handler binding thousands of copies of its task, each followed by a closure:
    /// every closure was judged (does it hold the task?) by trying each name bound before it,
    /// and the names bound before it were made into a set for each (4,096 took 5 s in a release
    /// build, this test 21 s in a debug one). Closures naming no copy hold no task; those naming
    /// one log it (`print`) or hand it on (`finish`), which earns the benefit of the doubt.
    func testLaunchHandlerCopiesOfTheTaskEachFollowedByAClosure() {
        let count = 2_048
        func handler(closure: (Int) -> String, last: String) -> String {
            let body = (0..<count).map { "            let t\($0) = task\n            q.async { \(closure($0)) }\n" }.joined()
            return launchType("    func r() {\n        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"t\", using: nil) { task in\n"
                              + body + "            " + last + "\n        }\n    }\n")
        }
        let last = "t\(count - 1)"
        XCTAssertEqual(ruleCounts(handler(closure: { "work\($0)()" }, last: last + ".setTaskCompleted(success: true)")), [:])
        XCTAssertEqual(ruleCounts(handler(closure: { "work\($0)()" }, last: "print(\(last))")),
                       ["bgtask-missing-set-task-completed": 1])
        XCTAssertEqual(ruleCounts(handler(closure: { "print(t\($0))" }, last: "print(\(last))")),
                       ["bgtask-missing-set-task-completed": 1])
        XCTAssertEqual(ruleCounts(handler(closure: { "print(t\($0))" }, last: "finish(\(last))")), [:])
        // A closure's own parameter named like the copy before it is not the task.
        XCTAssertEqual(ruleCounts(handler(closure: { "t\($0) in finish(t\($0))" }, last: "print(\(last))")),
                       ["bgtask-missing-set-task-completed": 1])
    }

    /// Whether a closure names a carrier is asked as the uses of a name are filed: as Swift
    /// strings, `café` composed and decomposed alike, so the closures here store the task or
    /// hand it on. The byte lists asked before were kept under a string key: the spelling asked
    /// about first decided what the other found, and whether the first handler asked about its
    /// composed `café` was up to the order of a `Set`. The old code reported the second handler
    /// in most runs and the third in the others.
    func testClosuresNamingACopyOfTheTaskSpelledInAnotherNormalForm() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let register = "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"t\", using: nil)"
        let source = launchType("""
                var stored: BGTask?
                func s() {
                    \(register) { task in
                        let \(composed) = task
                        let t1 = task
                        let t2 = task
                        let t3 = task
                        let t4 = task
                        q.async { task.refresh() }
                        task.setTaskCompleted(success: true)
                    }
                    \(register) { \(decomposed) in
                        q.async { self.stored = \(decomposed) }
                    }
                }
                func r() {
                    \(register) { job in
                        let \(decomposed) = job
                        q.async { keep(\(composed)) }
                    }
                }

            """)
        XCTAssertEqual(ruleCounts(source), [:])
    }
}
