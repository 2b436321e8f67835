import XCTest
@testable import BGTaskLint

/// Shapes where every file asked again what no file changes: the answer about a handler method
/// declared in another file, and which files call an internal helper by name. Each builds its
/// shape (`Tests/Shapes/shapes.py`, same names) at a size where the old code took many seconds
/// in a debug build, and asserts what is found; a regression shows as a run that does not finish.
final class HostileShapesCrossFileTests: XCTestCase {
    private static let end = HostileSource.end

    private func type(_ members: String, named name: String = "C") -> String { HostileSource.type(members, named: name) }

    private func ruleCounts(_ files: [String: String], rules: [any Rule.Type] = RuleRegistry.all) -> [String: Int] {
        HostileSource.ruleCounts(files, rules: rules)
    }

    // MARK: - A handler method of another file

    /// `C.swift` declares `expire()`, of `count` calls then `ending`; `count` files each extend
    /// `C` with a method beginning a task with `expirationHandler: expire`, then ending it.
    private func filesNamingOneBigHandler(_ count: Int, ending: String) -> [String: String] {
        let calls = (0..<count).map { "        work\($0)()\n" }.joined()
        var files = ["C.swift": type("    func expire() {\n" + calls + "        \(ending)\n    }\n")]
        for k in 0..<count {
            files["F\(k).swift"] = "import UIKit\nextension C {\n    func f\(k)() {\n"
                + "        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n"
                + "        work()\n        \(Self.end)\n    }\n}\n"
        }
        return files
    }

    /// The handler ends the task: missing-end-in-expiration-handler and
    /// async-end-in-expiration-handler judged it once per file, reading its calls each time (the
    /// shape `files_each_beginning_with_one_big_handler_method`; 2,048: 17 s in a release build).
    func testThousandsOfFilesNamingOneBigHandlerMethodOfAnotherFile() {
        XCTAssertEqual(ruleCounts(filesNamingOneBigHandler(1_500, ending: Self.end)), [:])
    }

    /// The same handler ending the task only inside a hop: every file's begin call is reported,
    /// from one reading of the handler.
    func testThousandsOfFilesNamingOneBigHandlerMethodEndingOnlyInAHop() {
        let count = 1_500
        let files = filesNamingOneBigHandler(count, ending: "DispatchQueue.main.async { \(Self.end) }")
        XCTAssertEqual(ruleCounts(files), ["async-end-in-expiration-handler": count])
    }

    /// One handler method, begun with by files linted under two settings (what a configuration
    /// per folder does): whether `wrapUp()` ends the task is the settings' to say, so each
    /// index answers for itself, whichever settings ask first.
    func testAHandlerMethodSharedAcrossSettingsIsJudgedUnderEach() {
        var sources = ["C.swift": type("    func expire() {\n        wrapUp()\n    }\n    func wrapUp() {\n        print(0)\n    }\n")]
        for name in ["P", "Q"] {
            sources["\(name).swift"] = "import UIKit\nextension C {\n    func f\(name)() {\n"
                + "        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: expire)\n"
                + "        work()\n        \(Self.end)\n    }\n}\n"
        }
        let files = sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let plain = AnalysisSettings(), wrapping = AnalysisSettings(endingHelpers: ["wrapUp"])
        let rules: [any Rule.Type] = [MissingEndInExpirationHandler.self]
        for (first, second) in [(plain, wrapping), (wrapping, plain)] {
            let index = ModuleIndex(files: files, settings: first)
            var found: [AnalysisSettings: [String]] = [:]
            // Both files under each settings, the first settings first, then the second's.
            for settings in [first, second] {
                let diagnostics = Linter(rules: rules, settings: settings)
                    .lint(index: index.sharingFiles(under: settings), reportOn: [1, 2])
                found[settings] = diagnostics.map(\.path)
            }
            XCTAssertEqual(found[plain], ["P.swift", "Q.swift"])
            XCTAssertEqual(found[wrapping], [])
        }
    }

    // MARK: - Internal helpers named alike

    /// `count` files each declaring an uncalled internal `stop()`, sorted before `count` files
    /// each beginning a task whose handler calls its own internal `stop()`, which ends it: each
    /// handler's helper asked every file mentioning `stop` whether it calls it, reading all the
    /// quiet ones (the shape `files_declaring_a_helper_name_before_files_calling_it_from_handlers`;
    /// 4,096 of each: 5.6 s in a release build).
    func testThousandsOfFilesDeclaringAHelperNameBeforeFilesCallingItFromHandlers() {
        let count = 2_000
        var files: [String: String] = [:]
        for k in 0..<count {
            files["A\(k).swift"] = "final class Q\(k) {\n    func stop() { }\n}\n"
            files["W\(k).swift"] = type(
                "    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop() }\n"
                    + "        work()\n    }\n    func stop() { \(Self.end) }\n", named: "W\(k)")
        }
        XCTAssertEqual(ruleCounts(files), [:])
    }

    /// Helpers named alike, each the handler's own, in files beside files declaring (or calling)
    /// the same names: a helper runs only on expiry, and its end leaves the task ended only by
    /// the handler, unless another file calls it bare. `stopK(1)` is not a call of `stopK()`
    /// (which takes no parameters), `stop(2)` not of `stop()`; `stopK()` in another file is. The
    /// answer per name is the same whichever file asks first.
    func testHelpersNamedAlikeAreCalledElsewhereOnlyWhereAnotherFileCallsThemBare() {
        let count = 16
        var files: [String: String] = [:]
        for k in 0..<count {
            let call = ["", "    func g() { stop\(k)(1) }\n", "    func g() { stop\(k)() }\n", "    func g() { stop(2) }\n"][k % 4]
            files["A\(k).swift"] = "final class Q\(k) {\n    func stop\(k)() { }\n    func stop() { }\n" + call + "}\n"
            files["W\(k).swift"] = type(
                "    func f() {\n        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop\(k)(); self?.stop() }\n"
                    + "        work()\n    }\n    func stop\(k)() { \(Self.end) }\n"
                    + "    \(k % 2 == 0 ? "" : "private ")func stop() { print(0) }\n    func h() { f() }\n", named: "W\(k)")
        }
        // Every W but those whose `stopK()` another file calls (k % 4 == 2).
        XCTAssertEqual(ruleCounts(files), ["task-never-ended": count - count / 4])
    }

    // MARK: - Unrelated programs in one folder

    /// `count` programs in one folder with no project file, so one module: each one's handler
    /// calls `finish()` and its normal path `work()`, both declared in the program's other file
    /// (as every program declares them, the module holds `count` of each). Each file summarized
    /// all `count` declarations again: the groups of a bare call were kept per file, and the
    /// names a helper ends per linted file (the shape
    /// `unrelated_programs_calling_helpers_declared_in_every_program`; 4,096: 52 s in a release
    /// build, found on a folder of 30,000 Swift compiler crash reproducers). No helper ends
    /// `taskID`: every program is reported twice.
    func testThousandsOfUnrelatedProgramsCallingHelpersEachDeclares() {
        let count = 1_200
        var files: [String: String] = [:]
        for k in 0..<count {
            files["p\(k)/main.swift"] = "import UIKit\nfinal class W\(k) {\n"
                + "    var taskID: UIBackgroundTaskIdentifier = .invalid\n"
                + "    func go() {\n        taskID = UIApplication.shared.beginBackgroundTask {\n            finish()\n        }\n"
                + "        work()\n    }\n}\n"
            files["p\(k)/helpers.swift"] = "import UIKit\nvar other: UIBackgroundTaskIdentifier = .invalid\n"
                + "func finish() {\n    UIApplication.shared.endBackgroundTask(.invalid)\n}\n"
                + "func work() {\n    UIApplication.shared.endBackgroundTask(other)\n    other = .invalid\n}\n"
        }
        XCTAssertEqual(ruleCounts(files), ["missing-end-in-expiration-handler": count, "task-never-ended": count])
    }

    /// The same programs, each program's `work()` ending a global of its own: every caller's
    /// `work()` resolves to n helpers ending n names, and each calling file filed its call under
    /// every one of them (n² entries: 4,096 programs took 4.8 s in a release build, this test
    /// 8.2 s in a debug one, now 2.7 s). The names are now kept as one
    /// set per call group, asked for the names a region is asked about.
    func testThousandsOfUnrelatedProgramsCallingHelpersEachEndingItsOwnGlobal() {
        let count = 4_000
        var files: [String: String] = [:]
        for k in 0..<count {
            files["p\(k)/main.swift"] = "import UIKit\nvar task\(k): UIBackgroundTaskIdentifier = .invalid\n"
                + "func go\(k)() {\n    task\(k) = UIApplication.shared.beginBackgroundTask {\n"
                + "        UIApplication.shared.endBackgroundTask(task\(k))\n        task\(k) = .invalid\n    }\n"
                + "    work()\n}\n"
            files["p\(k)/helpers.swift"] = "import UIKit\nvar other\(k): UIBackgroundTaskIdentifier = .invalid\n"
                + "func work() {\n    UIApplication.shared.endBackgroundTask(other\(k))\n    other\(k) = .invalid\n}\n"
        }
        // Program 7's `work()` ends `task7` (without resetting it): every program's call of
        // `work()` may run it in this one module, so that begin call is ended, the others are not.
        files["p7/helpers.swift"] = files["p7/helpers.swift"]!.replacingOccurrences(of: "(other7)", with: "(task7)")
        XCTAssertEqual(ruleCounts(files), ["global-task-identifier": count, "task-never-ended": count - 1, "missing-invalid-reset": 1])
    }
}
