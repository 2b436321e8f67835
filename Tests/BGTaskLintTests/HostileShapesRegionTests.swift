import XCTest
@testable import BGTaskLint

/// Shapes of `task-never-ended`'s reading of the regions an identifier may be ended in, the last
/// ones left quadratic (until the twenty-seventh session): a local's region read again inside
/// each region around it, and a type's bodies in many files read again by each file. These
/// tests assert what is found at a size where a regression shows as a run that does not finish.
final class HostileShapesRegionTests: XCTestCase {
    private func ruleCounts(_ files: [String: String]) -> [String: Int] { HostileSource.ruleCounts(files) }

    /// Closures nested `count` deep, each beginning a local of its own with an empty handler.
    /// `endings(k)` is what closure k runs after the closures nested in it.
    private func nestedClosures(_ count: Int, endings: (Int) -> String) -> String {
        let opens = (0..<count).map {
            "        run {\n        var id\($0) = UIBackgroundTaskIdentifier.invalid\n"
                + "        id\($0) = UIApplication.shared.beginBackgroundTask { }\n"
        }.joined()
        let closes = (0..<count).reversed().map { endings($0) + "        }\n" }.joined()
        return "import UIKit\n\nfinal class C {\n    func f() {\n" + opens + closes + "    }\n}\n"
    }

    /// Each local never ended: its region, its closure's body, held every closure nested in it
    /// and was read to its end for each (4,096 deep: 15 s and 2.4 GB in a release build). Now
    /// the function is read once for all of them, each answer kept to its own closure.
    func testNestedClosuresEachBeginningALocalNeverEnded() {
        let count = 2_000
        XCTAssertEqual(ruleCounts(["main.swift": nestedClosures(count) { _ in "" }]),
                       ["task-never-ended": count, "missing-end-in-expiration-handler": count])
    }

    /// The same, each local ended on its closure's normal path after the closures nested in it
    /// close: every end is found in its own closure, none reported as never ended.
    func testNestedClosuresEachEndingItsLocalAfterTheInnerOnes() {
        let count = 2_000
        let source = nestedClosures(count) { "        UIApplication.shared.endBackgroundTask(id\($0))\n" }
        XCTAssertEqual(ruleCounts(["main.swift": source]), ["missing-end-in-expiration-handler": count])
    }

    /// Only the innermost closure ends anything, the outermost closure's local: inside that
    /// local's body, and outside every other local's own, though inside the reading they all
    /// share. The outermost alone is ended (and not reset: that end is its last use in no body
    /// of its own).
    func testNestedClosuresWhereOnlyTheInnermostEndsTheOutermostLocal() {
        let count = 2_000
        let source = nestedClosures(count) { $0 == count - 1 ? "        UIApplication.shared.endBackgroundTask(id0)\n" : "" }
        XCTAssertEqual(ruleCounts(["main.swift": source]),
                       ["task-never-ended": count - 1, "missing-end-in-expiration-handler": count, "missing-invalid-reset": 1])
    }

    /// `count` files each extending one type with a computed property and beginning it, never
    /// ended: each file asked which of the type's `count` bodies end its property, reading every
    /// body again (2,048 files: 65 s in a release build). The bodies are now read once for the
    /// module, and only those that mention the name (or end anything by a call) are asked.
    func testComputedPropertiesInManyExtensionsEachBegun() {
        let count = 1_000
        var files = ["C.swift": "import UIKit\nfinal class C { }\n"]
        for k in 0..<count {
            files["E\(k).swift"] = "import UIKit\nextension C {\n    var t\(k): UIBackgroundTaskIdentifier {\n"
                + "        get { .invalid }\n        set { print(newValue) }\n    }\n"
                + "    func f\(k)() { t\(k) = UIApplication.shared.beginBackgroundTask { } }\n}\n"
        }
        XCTAssertEqual(ruleCounts(files), ["task-never-ended": count, "missing-end-in-expiration-handler": count])
    }

    /// The same over lock-guarded properties whose storage the type's own body declares, and one
    /// more extension ending every even property on its normal path: the odd ones alone are
    /// reported, the even ones ended by a file of their type that is not their own.
    func testLockGuardedPropertiesInManyExtensionsSomeEndedElsewhere() {
        let count = 1_000
        let storage = (0..<count).map { "    var _t\($0): UIBackgroundTaskIdentifier = .invalid\n" }.joined()
        let ends = stride(from: 0, to: count, by: 2).map { "        UIApplication.shared.endBackgroundTask(t\($0))\n" }.joined()
        var files = ["C.swift": "import UIKit\nfinal class C {\n    let lock = NSLock()\n" + storage + "}\n",
                     "Finish.swift": "import UIKit\nextension C {\n    func finishAll() {\n" + ends + "    }\n}\n"]
        for k in 0..<count {
            files["E\(k).swift"] = "import UIKit\nextension C {\n    var t\(k): UIBackgroundTaskIdentifier {\n"
                + "        get { lock.withLock { _t\(k) } }\n        set { lock.withLock { _t\(k) = newValue } }\n    }\n"
                + "    func f\(k)() { t\(k) = UIApplication.shared.beginBackgroundTask { } }\n}\n"
        }
        let counts = ruleCounts(files)
        XCTAssertEqual(counts["task-never-ended"], count / 2)
        XCTAssertEqual(counts["missing-end-in-expiration-handler"], count)
    }
}

/// What a run keeps answered for the module must not hold the module index itself: a cycle
/// keeps every tree and answer of the run alive after it (an editor or a server linting again
/// and again grows without end; the fuzzer's leak check found one: region readings kept for a
/// type held their files' `CodeFacts`, and with them the index).
final class ModuleIndexLifetimeTests: XCTestCase {
    func testTheIndexIsFreedAfterARunKeepingEveryKindOfAnswer() {
        // A property begun in one file and ended only in another file's extension (which the
        // module-wide reading of its type's bodies finds), an inherited helper, continuations
        // resumed in bulk, a selector performed.
        let files = [
            SourceFile(path: "C.swift", text: """
                import UIKit
                class Base: NSObject { func finish() {} }
                final class C: Base {
                    var taskID: UIBackgroundTaskIdentifier = .invalid
                    var waiters: [CheckedContinuation<Void, Never>] = []
                    func start() {
                        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                            self?.waiters.forEach { $0.resume() }
                            self?.perform(#selector(C.stop))
                        }
                        finish()
                    }
                }
                """),
            SourceFile(path: "E.swift", text: """
                import UIKit
                extension C {
                    @objc func stop() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
                }
                """),
        ]
        weak var freed: ModuleIndex?
        do {
            let index = ModuleIndex(files: files)
            freed = index
            XCTAssertEqual(Linter().lint(index: index).map(\.ruleID), [])
        }
        XCTAssertNil(freed, "the module index outlived its run")
    }
}
