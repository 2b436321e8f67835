import XCTest
@testable import BGTaskLint

/// Shapes that made `task-never-ended` and `missing-invalid-reset` quadratic (or cubic): the
/// first rescanned the identifier's whole region for every begin call, the second the rest of
/// the body for every end call. They assert what is found, not how long it takes; at these sizes
/// the old code took minutes, so a regression shows as a run that does not finish.
final class HostileShapesRuleTests: XCTestCase {
    private static let end = HostileSource.end

    private func ruleCounts(_ source: String) -> [String: Int] { HostileSource.ruleCounts(source) }

    private func type(_ members: String) -> String { HostileSource.type(members) }

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

    /// Private properties, each begun in a method that also calls an unseen method on `self`
    /// (a superclass's, which cannot end a private property): telling each property private read
    /// the whole type body once per begin call (8,000 properties: 33 s in a release build).
    func testManyBeginCallsStoringDistinctPrivatePropertiesBesideUnseenSelfCalls() {
        let count = 3_000
        let properties = (0..<count).map { "    private var t\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let functions = (0..<count).map { k in
            "    func f\(k)() {\n        t\(k) = UIApplication.shared.beginBackgroundTask { [weak self] in "
                + "guard let self else { return }; UIApplication.shared.endBackgroundTask(self.t\(k)); self.t\(k) = .invalid }\n"
                + "        self.refreshLayout()\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type(properties + functions)), ["task-never-ended": count])
    }

    /// Declarations behind thousands of modifiers (no compiler takes them: modifiers may not
    /// repeat), asked about by each of thousands of begin calls: whether the property is private,
    /// whether the helper the handlers call is exposed to the runtime. Each question walked every
    /// modifier (4,000 × 4,000: 6.5 s in a release build; the shapes `modifiers_before_a_begun_property`
    /// and `modifiers_before_a_handler_helper` time it). Each handler here ends its task, or calls
    /// a helper that does, and every begin call's identifier is ended by the others' handlers.
    func testManyBeginCallsAskingAboutDeclarationsBehindThousandsOfModifiers() {
        let count = 3_000
        let property = "    private " + String(repeating: "nonisolated(unsafe) ", count: count)
            + "var t: UIBackgroundTaskIdentifier = .invalid\n"
        let helper = "    " + String(repeating: "private ", count: count)
            + "func stop() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }\n"
        let functions = (0..<count).map { k in
            "    func f\(k)() {\n        t = UIApplication.shared.beginBackgroundTask { [weak self] in "
                + "guard let self else { return }; UIApplication.shared.endBackgroundTask(self.t); self.t = .invalid }\n"
                + "        self.refreshLayout()\n"
                + "        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop() }\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type(property + helper + functions)), [:])
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

    // MARK: - Shapes found by a generator of whole-file shapes (thirteenth session)

    /// The handler calls one helper that calls thousands of private helpers: each helper found
    /// to run only on expiry was checked against a list of every one found before, copied for
    /// each (8,000 helpers took 2.8 s in a release build, 11× the time of 2,000).
    func testHandlerReachingThousandsOfPrivateHelpers() {
        let count = 4_000
        let calls = (0..<count).map { "        h\($0)()\n" }.joined()
        let helpers = (0..<count - 1).map { "    private func h\($0)() { print(\($0)) }\n" }.joined()
            + "    private func h\(count - 1)() { \(Self.end) }\n"
        let source = type("    func start() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.expire() }\n"
                          + "        work()\n    }\n    private func expire() {\n" + calls + "    }\n" + helpers)
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1, "strong-self-in-expiration-handler": 1])
    }

    /// Thousands of begin calls, each ended by a helper of its own that only its handler calls:
    /// which code calls each helper was found by reading the whole file once per helper, and
    /// the module once per helper name (16,000 took 4.2 s in a release build, 42× the time of
    /// 2,000). A file is now read a few times, then its identifiers are filed by name; past a
    /// few names, so are the module's words.
    func testManyBeginCallsEachEndedByAHelperOnlyItsHandlerCalls() {
        let count = 2_000
        let properties = (0..<count).map { "    var t\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let begins = (0..<count).map { "        t\($0) = UIApplication.shared.beginBackgroundTask { self.e\($0)() }\n" }.joined()
        let helpers = (0..<count).map { "    func e\($0)() { UIApplication.shared.endBackgroundTask(t\($0)); t\($0) = .invalid }\n" }.joined()
        let source = type(properties + "    func start() {\n" + begins + "    }\n" + helpers) + "func use(_ c: C) { c.start() }\n"
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": count, "strong-self-in-expiration-handler": count])
    }

    /// One name bound again in thousands of blocks of one function, each ended in its handler
    /// without a reset: every end copied out the name's mentions before the block (all the
    /// earlier blocks'), only to give up past 64 (64,000 blocks took 22 s in a release build,
    /// 16,000 2 s), and so warned. Each end now reads its own block's `id` only, which its body
    /// reads and nothing else uses: as with one block, no reset is asked for.
    func testOneLocalNameBoundAgainInThousandsOfBlocks() {
        let count = 4_000
        let block = "        do {\n            var id = UIBackgroundTaskIdentifier.invalid\n"
            + "            id = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(id) }\n"
            + "            use(id)\n        }\n"
        XCTAssertEqual(ruleCounts(type("    func f() {\n" + block + "    }\n")), [:])
        XCTAssertEqual(ruleCounts(type("    func f() {\n" + String(repeating: block, count: count) + "    }\n")), [:])
    }

    /// Thousands of arrays of continuations declared in one type, each resumed in bulk by a
    /// handler of its own (`self.w7.forEach { $0.resume() }`) that then ends the task: each
    /// resume is a continuation's, not a network task's. The type's members were read again for
    /// each resume (4,096 took 8.2 s in a release build).
    func testHandlersEachResumingAnArrayOfContinuations() {
        let count = 2_000
        let members = (0..<count).map { k in
            "    private var w\(k): [CheckedContinuation<Void, Never>] = []\n"
                + "    func f\(k)() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in\n"
                + "            guard let self else { return }\n            self.w\(k).forEach { $0.resume() }\n"
                + "            UIApplication.shared.endBackgroundTask(self.taskID); self.taskID = .invalid\n        }\n    }\n"
        }.joined()
        XCTAssertEqual(ruleCounts(type(members)), [:])
    }

    /// Thousands of singletons, each beginning a task with a handler that holds `self`: whether
    /// a type is constructed only by its own `static let` read every token of the file, as a
    /// string, once per type (8,000 types took 52 s in a release build).
    func testThousandsOfSingletonsEachBeginningATask() {
        let count = 2_000
        let types = (0..<count).map { k in
            "final class S\(k) {\n    static let shared = S\(k)()\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n"
                + "    func f() { taskID = UIApplication.shared.beginBackgroundTask { \(Self.end) } }\n}\n"
        }.joined()
        XCTAssertEqual(ruleCounts("import UIKit\n" + types), ["task-never-ended": count])
    }

    /// Thousands of types, each ending its task in a method of the same name that only its
    /// handler calls. Reading the tokens stopped at the first mention of the name outside the
    /// expiry paths; a lookup listing every mention did not (8,000 types took 6.9 s in a release
    /// build, 17× the time of 2,000), until names mentioned more than 256 times went unread.
    func testThousandsOfTypesEndingInSameNamedHelpers() {
        let count = 3_000
        let types = (0..<count).map { k in
            "extension Outer\(k % 50) {\n    final class T\(k) {\n        var taskID: UIBackgroundTaskIdentifier = .invalid\n"
                + "        func f() { taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.e() } }\n"
                + "        func e() { \(Self.end) }\n    }\n}\n"
        }.joined()
        XCTAssertEqual(ruleCounts("import UIKit\n" + types), [:])
    }

    /// Thousands of files each nesting a type of one shared name whose handler ends the property
    /// without a reset, beside a call of a helper that assigns nothing: whether the helper
    /// resets read every same-named type's helper once per file (4,096 files took 5 s in a
    /// release build, 12× the time of 1,024), until calls that resolve alike shared one answer.
    /// Both spellings of the end, `self.taskID` and `self?.taskID ?? .invalid`.
    func testThousandsOfSameNamedNestedTypesEndingWithoutResetBesideAQuietHelper() {
        let count = 1_500
        let files = (0..<count).map { k in
            let end = k % 2 == 0 ? "guard let self else { return }; UIApplication.shared.endBackgroundTask(self.taskID)"
                : "UIApplication.shared.endBackgroundTask(self?.taskID ?? .invalid)"
            return SourceFile(path: "f\(k).swift", text: "import UIKit\nenum O\(k) {\n    final class Worker {\n"
                + "        var taskID: UIBackgroundTaskIdentifier = .invalid\n"
                + "        func start() {\n            taskID = UIApplication.shared.beginBackgroundTask { [weak self] in \(end) }\n"
                + "            note()\n        }\n        func note() { }\n    }\n}\n")
        }
        let counts = Linter().lint(files).reduce(into: [String: Int]()) { $0[$1.ruleID, default: 0] += 1 }
        XCTAssertEqual(counts, ["missing-invalid-reset": count])
    }

    /// One type extended in thousands of files, each adding a method that begins a task and a
    /// helper its handler calls: every helper's lookup asked each of the type's files for it,
    /// every begin call listed every extension, and whether the type is `@objc` read every
    /// extension's header once per helper (4,000 files took 8.7 s in a release build, 4.3× the
    /// time of 2,000).
    func testThousandsOfFilesExtendingOneTypeEachWithItsOwnHelper() {
        let count = 1_500
        var files = [SourceFile(path: "c.swift", text: "import UIKit\nfinal class C {\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n}\n"
            + "func go(_ c: C) {\n" + (0..<count).map { "    c.f\($0)()\n" }.joined() + "}\n")]
        for k in 0..<count {
            files.append(SourceFile(path: "e\(k).swift", text: "import UIKit\nextension C {\n"
                + "    func f\(k)() { taskID = UIApplication.shared.beginBackgroundTask { self.e\(k)() } }\n"
                + "    func e\(k)() { \(Self.end) }\n}\n"))
        }
        let counts = Linter().lint(files).reduce(into: [String: Int]()) { $0[$1.ruleID, default: 0] += 1 }
        XCTAssertEqual(counts, ["strong-self-in-expiration-handler": count])
    }

    /// Thousands of types declaring their own `beginBackgroundTask` and calling it: every call
    /// tested every declaration of the module (8,000 types took 12 s in a release build, 4.6×
    /// the time of 4,000). UIKit's own call beside each is still UIKit's.
    func testThousandsOfTypesDeclaringTheirOwnBeginBackgroundTask() {
        let count = 2_000
        let types = (0..<count).map { k in
            "final class L\(k) {\n    func beginBackgroundTask(withName name: String, expirationHandler: (() -> Void)?) -> Int { \(k) }\n"
                + "    func use(_ other: Lease) {\n        let lease = beginBackgroundTask(withName: \"l\(k)\", expirationHandler: nil)\n"
                + "        other.beginBackgroundTask(withName: \"o\", expirationHandler: nil)\n"
                + "        _ = UIApplication.shared.beginBackgroundTask(withName: \"u\(k)\", expirationHandler: nil)\n"
                + "        print(lease)\n    }\n}\n"
        }.joined()
        XCTAssertEqual(ruleCounts("import UIKit\n" + types),
                       ["discarded-task-identifier": count, "missing-expiration-handler": count])
    }

    /// A folder of many apps, each declaring a global of one name and beginning a task in it:
    /// which files end the global was worked out once per declaring file, each time reading
    /// every file that names it (1,000 files took 22 s in a release build, 2,000 over 90 s).
    func testThousandsOfFilesEachDeclaringAGlobalOfOneName() {
        let count = 1_000
        let files = (0..<count).map { k in
            SourceFile(path: "g\(k).swift", text: "import UIKit\nvar backgroundTask = UIBackgroundTaskIdentifier.invalid\n"
                + "func start\(k)() { backgroundTask = UIApplication.shared.beginBackgroundTask { "
                + "UIApplication.shared.endBackgroundTask(backgroundTask); backgroundTask = .invalid } }\n")
        }
        let counts = Linter().lint(files).reduce(into: [String: Int]()) { $0[$1.ruleID, default: 0] += 1 }
        XCTAssertEqual(counts, ["global-task-identifier": count])
    }

    // MARK: - Fourteenth session: a fixture repeated in one file

    /// One type declared again and again in one file (no compiler takes it; a fixture repeated
    /// 1,024 times is one): each begin call's handler helper resolved to every copy's, and each
    /// was weighed as a helper that may run only on expiry (1,024 copies took 9 s in a release
    /// build, 4.2× the time of 512). Past 64 such functions none is followed.
    func testOneTypeDeclaredHundredsOfTimesInOneFile() {
        func copies(_ count: Int, normalPathEnds: Bool) -> String {
            "import UIKit\n" + String(repeating: "final class Uploader {\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n"
                + "    func start() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }\n"
                + (normalPathEnds ? "        send { [weak self] in self?.finish() }\n" : "")
                + "    }\n    private func finish() { \(Self.end) }\n}\n", count: count)
        }
        XCTAssertEqual(ruleCounts(copies(2_000, normalPathEnds: true)), [:])
        // Ended only by a helper that only its handler calls: found in one copy; in many, each
        // copy's helper is also called by the other copies' handlers, and past 64 none is
        // weighed at all (silence, the safe side).
        XCTAssertEqual(ruleCounts(copies(1, normalPathEnds: false)), ["task-never-ended": 1])
        XCTAssertEqual(ruleCounts(copies(2_000, normalPathEnds: false)), [:])
    }

    /// The same for a `BGTask` handed to a helper of a type declared again and again: whether
    /// each copy of the helper keeps it was asked for every call (1,024 copies of a fixture:
    /// 3.3 s, now 0.96 s; what is left is linear per copy but for the reach through the copies,
    /// left alone). A call reaching more than 64 functions may keep what it is handed
    /// (silence): 65 copies are enough to show it.
    func testATaskHandedToAHelperOfATypeDeclaredHundredsOfTimes() {
        func copies(_ count: Int) -> String {
            "import BackgroundTasks\n" + String(repeating: "final class Refresher {\n    func register() {\n"
                + "        BGTaskScheduler.shared.register(forTaskWithIdentifier: \"r\", using: nil) { task in self.handle(task) }\n"
                + "    }\n    func handle(_ task: BGTask) { print(task) }\n}\n", count: count)
        }
        XCTAssertEqual(ruleCounts(copies(1)), ["bgtask-missing-set-task-completed": 1])
        XCTAssertEqual(ruleCounts(copies(65)), [:])
    }

    /// And for a property of a type declared again and again: its regions are every copy's
    /// body, all in the begin call's file, and each begin call read each (a fixture repeated
    /// 1,024 times: 1.9 s). Past 64 bodies in one file the task is taken as ended (silence).
    func testAPropertyOfATypeDeclaredHundredsOfTimes() {
        func copies(_ count: Int) -> String {
            "import UIKit\n" + String(repeating: "final class Saver {\n    var taskID: UIBackgroundTaskIdentifier = .invalid\n"
                + "    func save() {\n        taskID = UIApplication.shared.beginBackgroundTask { print(\"late\") }\n    }\n}\n",
                count: count)
        }
        XCTAssertEqual(ruleCounts(copies(64))["task-never-ended"], 64)
        XCTAssertEqual(ruleCounts(copies(65))["task-never-ended"], nil)
    }

    // MARK: - Found by the nineteenth session's hunt for super-linear shapes

    /// A handler calling n private helpers beside n helpers also called on the normal path:
    /// every helper found to run only on expiry asked each of the others again (4,096: 12.8 s
    /// in a release build). A helper waits now until the code that kept it out is found to run
    /// only on expiry.
    func testAHandlerCallingThousandsOfPrivateHelpersBesideOthersCalledOnTheNormalPath() {
        let count = 2_048
        let calls = (0..<count).map { "self.a\($0)(); " }.joined() + (0..<count).map { "self.x\($0)(); " }.joined()
        let helpers = (0..<count).map { "    private func a\($0)() { print(\($0)) }\n    private func x\($0)() { print(\($0)) }\n" }.joined()
        let source = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop(); \(calls)}\n"
            + "        work()\n    }\n    func g() {\n" + (0..<count).map { "        x\($0)()\n" }.joined() + "    }\n"
            + "    private func stop() { \(Self.end) }\n" + helpers)
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1])
    }

    /// A handler calling each of a function's thousands of closure parameters: each call read the
    /// whole header for an `@autoclosure` (8,192: 5.7 s).
    func testAHandlerCallingEachOfThousandsOfClosureParameters() {
        let count = 4_096
        let parameters = (0..<count).map { "p\($0): @escaping () -> Void" }.joined(separator: ", ")
        let source = type("    func f(\(parameters)) {\n        taskID = UIApplication.shared.beginBackgroundTask {\n"
            + (0..<count).map { "            p\($0)()\n" }.joined() + "            \(Self.end)\n        }\n        work()\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1, "strong-self-in-expiration-handler": 1])
    }

    /// The identifier logged thousands of times in one call, after the begin, and a helper
    /// handed it logging its parameter so: every mention walked back over the call's earlier
    /// arguments and split them all again (8,192: 2.0 s; 16,000 in the helper: 3.5 s).
    func testAnIdentifierLoggedThousandsOfTimesInOneCall() {
        let count = 16_384
        let arguments = Array(repeating: "taskID", count: count).joined(separator: ", ")
        let logged = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { \(Self.end) }\n"
            + "        print(\(arguments))\n    }\n")
        XCTAssertEqual(ruleCounts(logged), ["task-never-ended": 1, "strong-self-in-expiration-handler": 1])
        let parameters = Array(repeating: "id", count: count).joined(separator: ", ")
        let kept = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { \(Self.end) }\n"
            + "        keep(taskID)\n    }\n    func keep(_ id: UIBackgroundTaskIdentifier) {\n        print(\(parameters))\n    }\n")
        XCTAssertEqual(ruleCounts(kept), ["task-never-ended": 1, "strong-self-in-expiration-handler": 1])
    }

    /// Thousands of handlers each binding `s` to `self` and calling through it: whether `s` is
    /// `self` read every binding of the name in the file (16,384: 11 s). The last handler's `s`
    /// is bound to something else: its `s.wrap()` is not this type's, and ends nothing.
    func testThousandsOfHandlersBindingOneSelfAliasName() {
        let count = 8_192
        let methods = (0..<count).map { k in
            "    func f\(k)() { taskID = UIApplication.shared.beginBackgroundTask { [weak self] in guard let s = self else { return }; "
                + "s.a(); s.wrap() } }\n"
        }.joined()
        let other = "    func g(_ other: Other) { taskID = UIApplication.shared.beginBackgroundTask { let s = other; s.wrap() } }\n"
        let source = type(methods + other + "    func a() {}\n    func wrap() { \(Self.end) }\n")
        XCTAssertEqual(ruleCounts(source), ["missing-end-in-expiration-handler": 1])
    }

    /// A launch handler making thousands of calls nested in one another's arguments: each call
    /// looked for the task in every token of its arguments, the calls inside them included
    /// (16,384: 18 s).
    func testALaunchHandlerMakingThousandsOfNestedCalls() {
        let count = 8_192
        let nested = String(repeating: "f(", count: count) + "0" + String(repeating: ")", count: count)
        let source = "import BackgroundTasks\nfunc setup() {\n"
            + "    BGTaskScheduler.shared.register(forTaskWithIdentifier: \"x\", using: nil) { task in\n"
            + "        \(nested)\n        task.setTaskCompleted(success: true)\n    }\n}\n"
        XCTAssertEqual(ruleCounts(source), [:])
    }

    // MARK: - Found by the nineteenth session's second hunt

    /// A class whose `f()` begins a task with `inner` in its expiration handler, then ends it.
    private func handlerFile(_ inner: String) -> String {
        type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { \n\(inner)\n            \(Self.end)\n        }\n"
            + "        UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid\n    }\n")
    }

    /// One statement of thousands of long-work terms, on one line or nested in one another's
    /// arguments: each finding walked back over every term before it, or climbed every bracket
    /// around it, to find its statement (16,384 terms: 1.2 s; 65,536 nested: 12 s). One
    /// diagnostic for the statement.
    func testAHandlerStatementOfThousandsOfLongWorkTerms() {
        let count = 16_384
        let terms = handlerFile("_ = " + Array(repeating: "sleep(1)", count: count).joined(separator: " + "))
        XCTAssertEqual(ruleCounts(terms), ["long-work-in-expiration-handler": 1, "strong-self-in-expiration-handler": 1])
        let nested = handlerFile("_ = " + String(repeating: "f(sleep(1), ", count: count) + "0" + String(repeating: ")", count: count))
        XCTAssertEqual(ruleCounts(nested), ["long-work-in-expiration-handler": 1, "strong-self-in-expiration-handler": 1])
    }

    /// Thousands of nested `if`s, each ending a local that nine closures also bind: the lookup
    /// of a name bound in that many scopes climbed every block around each use (32,768: 8.6 s).
    /// With a stale capture-list copy in the file, each end climbed them to its closure (65,536:
    /// 8.1 s); each begin call in such `if`s climbed them to its function (65,536: 10.8 s).
    func testThousandsOfNestedIfsEachEndingOrBeginning() {
        let count = 8_192
        let closes = String(repeating: "        }\n", count: count)
        let others = (0..<9).map { "        run { let id = \($0); print(id) }\n" }.joined()
        let local = type("    func f() {\n" + others + "        var id = UIApplication.shared.beginBackgroundTask { }\n"
            + String(repeating: "        if flag {\n        UIApplication.shared.endBackgroundTask(id)\n", count: count) + closes
            + "        id = .invalid\n    }\n")
        XCTAssertEqual(ruleCounts(local), ["missing-end-in-expiration-handler": 1])
        let stale = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { [taskID] in "
            + "UIApplication.shared.endBackgroundTask(taskID) }\n"
            + String(repeating: "        if flag {\n        UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid\n", count: count)
            + closes + "    }\n")
        XCTAssertEqual(ruleCounts(stale), ["mismatched-task-identifier": 1])
        let begins = type("    func f() {\n"
            + String(repeating: "        if flag {\n        taskID = UIApplication.shared.beginBackgroundTask { print(\"expired\") }\n", count: count)
            + closes + "    }\n")
        XCTAssertEqual(ruleCounts(begins), ["missing-end-in-expiration-handler": count, "task-never-ended": count])
    }

    /// Thousands of types each ending (never beginning) their own private `taskID`: whether it
    /// holds a task read every mention of the name in the file for each type (8,192: 4.9 s).
    func testThousandsOfTypesEndingASameNamedPrivatePropertyNothingBegins() {
        let count = 4_096
        let source = "import UIKit\n" + (0..<count).map { k in
            "final class T\(k) {\n    private var taskID: UIBackgroundTaskIdentifier = .invalid\n"
                + "    func stop() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }\n}\n"
        }.joined()
        XCTAssertEqual(ruleCounts(source), ["never-begun-task-identifier": count])
    }

    /// A dictionary literal of thousands of begin calls on one line: each asked whether the `:`
    /// before it ends a `case` label, walking back to the line's start (16,384: 5.1 s).
    func testADictionaryLiteralOfThousandsOfBeginCallsOnOneLine() {
        let count = 8_192
        let entries = (0..<count).map { "\($0): UIApplication.shared.beginBackgroundTask(expirationHandler: expire)" }
            .joined(separator: ", ")
        let source = type("    var ids: [Int: UIBackgroundTaskIdentifier] = [:]\n    func expire() { \(Self.end) }\n"
            + "    func f() {\n        ids = [\(entries)]\n    }\n")
        XCTAssertEqual(ruleCounts(source), [:])
    }

    /// Thousands of end calls nested in one another's argument: each read its whole argument
    /// for a `?? .invalid` (32,768: 12 s).
    func testThousandsOfEndCallsNestedInOneAnothersArgument() {
        let count = 16_384
        let nested = String(repeating: "UIApplication.shared.endBackgroundTask(", count: count) + "taskID"
            + String(repeating: ")", count: count)
        let source = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { \(Self.end) }\n"
            + "        work()\n    }\n    func g() {\n        \(nested)\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["missing-invalid-reset": 1, "strong-self-in-expiration-handler": 1])
    }

    /// `if … { if … { begin } else { begin } } else { begin }`, thousands deep, as a statement
    /// (or assigned: `taskID = if …`): each begin call climbed every `if` expression around it to
    /// find where its value goes (16,384: 11 s). Past 64 levels the value is no longer followed
    /// (silence): of the dropped identifiers, those of the 64 outermost `else`s are reported.
    func testBeginCallsInThousandsOfNestedIfExpressions() {
        func nested(_ count: Int) -> String {
            let begin = "UIApplication.shared.beginBackgroundTask(expirationHandler: expire)"
            return type("    func expire() { \(Self.end) }\n    func f() {\n        "
                + String(repeating: "if flag {\n", count: count) + begin + "\n"
                + String(repeating: "} else {\n\(begin)\n}\n", count: count) + "        work()\n    }\n")
        }
        XCTAssertEqual(ruleCounts(nested(2)), ["discarded-task-identifier": 3])
        XCTAssertEqual(ruleCounts(nested(8_192)), ["discarded-task-identifier": 64])
    }

    /// A function of thousands of `defer` blocks, then thousands of ends none resets: each end
    /// asked every `defer` whether it resets the name (32,768: 4.1 s).
    func testThousandsOfEndsBesideThousandsOfDefers() {
        let count = 8_192
        let source = type("    func start() {\n        taskID = UIApplication.shared.beginBackgroundTask { \(Self.end) }\n    }\n"
            + "    func f() {\n" + (0..<count).map { "        defer { print(\($0)) }\n" }.joined()
            + String(repeating: "        UIApplication.shared.endBackgroundTask(taskID)\n", count: count) + "    }\n")
        XCTAssertEqual(ruleCounts(source), ["missing-invalid-reset": count, "strong-self-in-expiration-handler": 1])
    }

    /// As above with a name per end (thousands of properties, behind tens of thousands of
    /// `defer`s), reset by a helper called last: every `defer` was asked whether it resets each
    /// name (65,536 `defer`s and 4,096 names: 0.86 s in a release build, 0.15 s now).
    func testThousandsOfEndsOfDistinctPropertiesBesideThousandsOfDefers() {
        let defers = 65_536, count = 4_096
        let properties = (0..<count).map { "    var t\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let reset = "    func resetTasks() {\n" + (0..<count).map { "        t\($0) = .invalid\n" }.joined() + "    }\n"
        let source = type(properties + "    func work() {}\n" + reset + "    func stop() {\n"
            + String(repeating: "        defer { work() }\n", count: defers)
            + (0..<count).map { "        UIApplication.shared.endBackgroundTask(t\($0))\n" }.joined()
            + "        resetTasks()\n    }\n")
        XCTAssertEqual(ruleCounts(source), [:])
    }

    // MARK: - Found by the nineteenth session's third hunt

    /// One `let` binding thousands of names on one line, each to a begin call: each call's
    /// assignment target was read from the statement's start, walking back over the line
    /// (16,384: 6.3 s).
    func testOneLineBindingThousandsOfNamesToBeginCalls() {
        let count = 8_192
        let begin = "UIApplication.shared.beginBackgroundTask(expirationHandler: expire)"
        let bindings = (0..<count).map { "a\($0) = \(begin)" }.joined(separator: ", ")
        let source = type("    func expire() { \(Self.end) }\n    func f() {\n        let \(bindings)\n        print(a0)\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1])
    }

    /// A function behind thousands of attributes making thousands of begin calls: whether it is
    /// static was read from every attribute for each handler (16,384 calls: 29 s). Past 256
    /// modifiers it is taken as static (silence), as `DeclarationModifiers` takes them.
    func testBeginCallsOfAFunctionBehindThousandsOfAttributes() {
        func source(attributes: Int, calls: Int) -> String {
            type("    " + Array(repeating: "@A", count: attributes).joined(separator: " ") + " func f() {\n"
                + String(repeating: "        taskID = UIApplication.shared.beginBackgroundTask { self.stop() }\n", count: calls)
                + "    }\n    func stop() { \(Self.end) }\n")
        }
        XCTAssertEqual(ruleCounts(source(attributes: 2, calls: 2)), ["strong-self-in-expiration-handler": 2])
        XCTAssertEqual(ruleCounts(source(attributes: 65_536, calls: 4_096)), [:])
    }

    /// Thousands of `#elseif` clauses each choosing a member, after a long line: each clause
    /// walked back over that line to see whether a directive starts it (65,536: 7.6 s).
    func testThousandsOfElseifClausesAfterALongLine() {
        let count = 16_384
        let elements = Array(repeating: "0", count: count).joined(separator: ", ")
        let clauses = "#if A0\n            .count\n" + (1..<count).map { "#elseif A\($0)\n            .count\n" }.joined() + "#endif\n"
        let source = handlerFile("            let v = [\(elements)]\n\(clauses)            print(v)")
        XCTAssertEqual(ruleCounts(source), ["strong-self-in-expiration-handler": 1])
    }

    /// A handler calling thousands of expiry-only helpers, beside thousands of mentions of the
    /// identifier: each mention read asked every mention so far against every helper's body
    /// again (16,384: 9.9 s).
    func testExpiryOnlyHelpersBesideThousandsOfMentions() {
        let count = 4_096
        let calls = (0..<count).map { "self.a\($0)(); " }.joined()
        let source = type("    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop(); \(calls)}\n"
            + "        work()\n    }\n    private func stop() { \(Self.end) }\n    func g() {\n"
            + String(repeating: "        print(taskID)\n", count: count) + "    }\n"
            + (0..<count).map { "    private func a\($0)() { print(\($0)) }\n" }.joined())
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1])
    }

    /// A class with thousands of `static let` instances of itself: whether it is a singleton
    /// matched each construction against every instance (131,072: 9.9 s).
    func testAClassWithThousandsOfStaticInstances() {
        let count = 32_768
        let source = type((0..<count).map { "    static let s\($0) = C()\n" }.joined()
            + "    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.stop() }\n    }\n    func stop() { \(Self.end) }\n")
        XCTAssertEqual(ruleCounts(source), [:])
    }

    /// Thousands of types nested in one another in a function, each ending a global in a
    /// property's initial value: whether each end is in a `deinit` climbed every type around it
    /// (65,536: 8.8 s; found by the full shape run after the third hunt).
    func testEndsInThousandsOfTypesNestedInAFunction() {
        let count = 16_384
        let body = (0..<count).map { "class T\($0) {\nvar a: Void = UIApplication.shared.endBackgroundTask(gTask)\n" }.joined()
        let source = "import UIKit\nvar gTask: UIBackgroundTaskIdentifier = .invalid\n"
            + "func start() { gTask = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(gTask); gTask = .invalid } }\n"
            + "func f() {\n" + body + String(repeating: "}\n", count: count) + "}\n"
        XCTAssertEqual(ruleCounts(source), ["missing-invalid-reset": count, "global-task-identifier": 1])
    }

    /// A local bound thousands of closures deep, then thousands of begin calls there whose
    /// handlers end it: whether each ended local is bound inside the handler climbed from its
    /// closure to the file (65,536: 16.7 s, 3.7 s after; found by the session's last full run).
    func testHandlersEndingALocalOfThousandsOfNestedClosures() {
        let count = 8_192
        let begins = String(repeating: "taskID = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(id) }\n", count: count)
        let source = type("    func f() {\n" + String(repeating: "run {\n", count: count)
            + "var id = UIBackgroundTaskIdentifier.invalid\nprint(id)\n" + begins + String(repeating: "}\n", count: count) + "    }\n")
        // Past 64 mentions of the local, its ends are held to a reset (`isLastUse` does not look).
        XCTAssertEqual(ruleCounts(source), ["mismatched-task-identifier": count, "task-never-ended": count,
                                            "missing-invalid-reset": count])
    }

    // MARK: - Local functions nested in one another

    /// A handler calling a private helper whose local functions nest thousands deep, each
    /// calling the next, the innermost ending the task: each one found to run only on expiry
    /// filed its whole body — every body nested in it — as expiry-only tokens (8,192: 39 s in a
    /// release build).
    func testExpiryOnlyLocalFunctionsNestedThousandsDeep() {
        let count = 2_048
        let body = (0..<count).map { "        func l\($0)() {\n            print(\($0))\n" }.joined()
            + "            \(Self.end)\n"
            + (0..<count).reversed().map { $0 < count - 1 ? "            l\($0 + 1)()\n        }\n" : "        }\n" }.joined()
        let source = type("    func start() {\n        taskID = UIApplication.shared.beginBackgroundTask { self.expire() }\n"
                          + "        work()\n    }\n    func run() { start() }\n    func work() { print(1) }\n"
                          + "    private func expire() {\n" + body + "        l0()\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["task-never-ended": 1, "missing-end-in-expiration-handler": 1,
                                            "strong-self-in-expiration-handler": 1])
    }

    /// Thousands of local functions nested in one another, each ending the task without a reset,
    /// storing a property of its own and calling the next: for each, every name its callee's body
    /// assigns (the bodies nested in it included) was listed and kept (8,192: 27 s, 5.3 GB in a
    /// release build).
    func testNestedLocalFunctionsEachEndingWithoutResetAndStoring() {
        let count = 2_048
        let properties = (0..<count).map { "    var p\($0) = 0\n" }.joined()
        let body = (0..<count).map { "        func l\($0)() {\n            UIApplication.shared.endBackgroundTask(taskID)\n            p\($0) = \($0)\n" }.joined()
            + (0..<count).reversed().map { $0 < count - 1 ? "            l\($0 + 1)()\n        }\n" : "        }\n" }.joined()
        let source = type(properties + "    func start() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }\n    }\n"
                          + "    func finish() {\n" + body + "        l0()\n        taskID = .invalid\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["missing-invalid-reset": count])
    }

    /// An end without a reset, then thousands of calls of a helper assigning thousands of
    /// properties: each call listed every name the helper assigns (8,192: 29 s, 820 MB in a
    /// release build).
    func testAnEndFollowedByThousandsOfCallsOfAHelperAssigningThousandsOfNames() {
        let count = 4_096
        let properties = (0..<count).map { "    var p\($0) = 0\n" }.joined()
        let helper = "    func note() {\n" + (0..<count).map { "        p\($0) = \($0)\n" }.joined() + "    }\n"
        let source = type(properties + helper + "    func finish() {\n        UIApplication.shared.endBackgroundTask(taskID)\n"
                          + String(repeating: "        note()\n", count: count) + "    }\n"
                          + "    func start() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }\n    }\n")
        XCTAssertEqual(ruleCounts(source), ["missing-invalid-reset": 1])
    }

    /// Thousands of closures nested in one another, each beginning a task with a strong-self
    /// handler in a local it then stores on `self`: whether the local is stored on `self` judged
    /// every store in the closure's body, those of the closures nested in it included, once per
    /// closure (8,192: 7.7 s in a release build).
    func testNestedClosuresEachBeginningInALocalKeptOnSelf() {
        let count = 2_048
        let body = (0..<count).map { "        run {\n            var id = UIBackgroundTaskIdentifier.invalid\n"
            + "            id = UIApplication.shared.beginBackgroundTask { self.finish() }\n            self.ids[\($0)] = id\n" }.joined()
            + String(repeating: "        }\n", count: count)
        let source = type("    var ids: [Int: UIBackgroundTaskIdentifier] = [:]\n    func run(_ body: () -> Void) { body() }\n"
                          + "    func start() {\n" + body + "    }\n    func finish() { \(Self.end) }\n")
        XCTAssertEqual(ruleCounts(source), ["strong-self-in-expiration-handler": count])
    }
}
