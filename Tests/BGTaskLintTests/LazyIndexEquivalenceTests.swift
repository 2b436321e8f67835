import XCTest
@testable import BGTaskLint

/// The lazy index parses only files that mention a reported API and files a lookup needs; the
/// exhaustive index parses and consults every file. Findings must be identical.
final class LazyIndexEquivalenceTests: XCTestCase {
    private func assertSameFindings(_ files: [SourceFile], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let lazy = Linter().lint(files)
        let exhaustive = Linter(exhaustive: true).lint(files)
        XCTAssertEqual(lazy, exhaustive, label, file: file, line: line)
    }

    /// A task ended right after its begin call: the rules stop reading there, so the helpers the
    /// type's other bodies call are never resolved and their files never parsed.
    func testAnEarlyEndLeavesTheRestOfTheTypeUnread() {
        var files = [SourceFile(path: "Uploader.swift", text: """
            import UIKit
            final class Uploader {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
                    finish()
                }
                func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
            }

            """)]
        for index in 0..<100 {
            files.append(SourceFile(path: "Uploader+Part\(index).swift",
                                    text: "extension Uploader {\n    func part\(index)() { helper\(index)() }\n}\n"))
            files.append(SourceFile(path: "Helper\(index).swift", text: "func helper\(index)() { print(\(index)) }\n"))
        }
        let timer = PhaseTimer()
        var linter = Linter()
        linter.timer = timer
        XCTAssertEqual(linter.lint(files), [])
        // Uploader.swift and the extensions (the type's bodies); none of the 100 helper files.
        XCTAssertLessThanOrEqual(timer.count(of: "lex+parse"), 101)
    }

    /// A user's own `beginBackgroundTask` with UIKit's labels, declared only in a protocol: the
    /// file never mentions the API but by that declared name, which the sketch reads as a name,
    /// not a word. The lazy index once skipped the file, took the call for UIKit's and reported a
    /// missing expiration handler the exhaustive index (rightly) did not.
    /// (A test, not a fixture: `bgtask-lint Fixtures` lints every fixture as one module, where
    /// this declaration would make other fixtures' calls with those labels the user's own.)
    func testAnOwnBeginDeclaredOnlyInAProtocolFile() {
        let files = [
            SourceFile(path: "BackgroundWork.swift", text: """
                protocol BackgroundWork {
                    func beginBackgroundTask(withName name: String?, expirationHandler handler: (() -> Void)?) -> WorkLease
                }

                """),
            SourceFile(path: "Sync.swift", text: """
                final class Sync {
                    private let work: BackgroundWork
                    init(work: BackgroundWork) { self.work = work }
                    func start() {
                        let lease = work.beginBackgroundTask(withName: "sync", expirationHandler: nil)
                        upload { lease.finish() }
                    }
                }

                """),
        ]
        XCTAssertEqual(Linter().lint(files), [], "the call is the user's own function, not UIKit's")
        assertSameFindings(files, "own begin in a protocol file")
        // With UIKit's own call beside it, the rules still run: the protocol hides only calls
        // on receivers other than `UIApplication`.
        let withUIKit = files + [SourceFile(path: "Legacy.swift", text: """
            import UIKit
            func legacy() {
                _ = UIApplication.shared.beginBackgroundTask(withName: "legacy", expirationHandler: nil)
            }

            """)]
        XCTAssertEqual(Set(Linter().lint(withUIKit).map(\.ruleID)), ["discarded-task-identifier", "missing-expiration-handler"])
        assertSameFindings(withUIKit, "own begin in a protocol file, UIKit's call beside it")
    }

    func testEveryFixtureUnit() {
        for unit in FixtureSupport.units() { assertSameFindings(unit.files, unit.name) }
    }

    func testAllFixturesAsOneModule() {
        let files = FixtureSupport.units().flatMap(\.files)
        let findings = Linter().lint(files)
        XCTAssertGreaterThan(findings.count, 100, "the fixtures hold many findings; an empty run proves nothing")
        XCTAssertEqual(findings, Linter(exhaustive: true).lint(files))
    }

    /// An index under other settings that shares another's trees and lookups
    /// (`sharingFiles(under:)`, what a run with a configuration per folder uses) finds what an
    /// index of its own finds, whichever settings asked the shared lookups first; and so it does
    /// sharing the summaries too (the first index told of the other settings), each serving the
    /// settings that answer alike about the configured names it read.
    func testAnIndexSharingFilesUnderOtherSettingsFindsWhatItsOwnWould() {
        let files = FixtureSupport.units().flatMap(\.files)
        let plain = AnalysisSettings()
        let configured = AnalysisSettings(longWorkCalls: ["flush", "saveProgress", "upload"],
                                          endingHelpers: ["expire", "cancel", "release"])
        let expected = [plain: Linter(settings: plain).lint(files), configured: Linter(settings: configured).lint(files)]
        XCTAssertNotEqual(expected[plain], expected[configured], "the settings must change some findings")
        XCTAssertEqual(expected[configured], Linter(settings: configured, exhaustive: true).lint(files))
        for (first, second) in [(plain, configured), (configured, plain)] {
            for foreseen in [[], [second]] {
                let index = ModuleIndex(files: files, settings: first, otherSettings: foreseen)
                XCTAssertEqual(Linter(settings: first).lint(index: index), expected[first])
                let sharing = index.sharingFiles(under: second)
                XCTAssertFalse(sharing === index)
                XCTAssertEqual(Linter(settings: second).lint(index: sharing), expected[second])
                XCTAssertTrue(index.sharingFiles(under: first) === index, "the same settings need no second index")
                XCTAssertEqual(Linter(settings: first).lint(index: index), expected[first], "and again, after the second")
            }
        }
    }

    /// A type extended in more files than are asked one by one for a method (its files'
    /// function names are then filed once): overloads, methods of one name in several
    /// extensions, helpers that end the task, that do long work, and that do neither.
    func testATypeExtendedInManyFiles() {
        var generator = SeededGenerator(seed: 11)
        let extensions = ModuleIndex.typeFilesAskedOneByOne + 40
        var files = [SourceFile(path: "Store.swift", text: """
            import UIKit
            final class Store {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                var otherID: UIBackgroundTaskIdentifier = .invalid
            }
            func run(_ store: Store) { store.begin0(); store.begin7() }

            """)]
        for index in 0..<extensions {
            let helper = "wrap\(index % 9)"
            let body: String
            switch generator.next() % 4 {
            case 0: body = "UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid"
            case 1: body = "try? Data().write(to: URL(fileURLWithPath: \"/tmp/x\"))"
            case 2: body = "UIApplication.shared.endBackgroundTask(otherID)"
            default: body = "print(\(index))"
            }
            let id = generator.next() % 3 == 0 ? "otherID" : "taskID"
            files.append(SourceFile(path: "Store+\(index).swift", text: """
                import UIKit
                extension Store {
                    func begin\(index)() {
                        \(id) = UIApplication.shared.beginBackgroundTask { [weak self] in self?.\(helper)() }
                        work { self.\(helper)(\(index)) }
                    }
                    func \(helper)(_ tag: Int) { \(body) }
                    private func \(helper)() { \(body) }
                }

                """))
        }
        let findings = Linter().lint(files)
        XCTAssertGreaterThan(Set(findings.map(\.ruleID)).count, 1, "the module must hold findings of several rules")
        XCTAssertGreaterThan(findings.count, 20)
        assertSameFindings(files, "a type extended in \(extensions) files")
        let lazy = ModuleIndex(files: files), exhaustive = ModuleIndex(files: files, exhaustive: true)
        for name in (0..<9).map({ "wrap\($0)" }) + ["begin0", "begin\(extensions - 1)", "absent"] {
            let found = lazy.functions(named: name, in: TypeName("Store")).map { "\($0.ref.file):\($0.ref.scope)" }
            XCTAssertEqual(found, exhaustive.functions(named: name, in: TypeName("Store")).map { "\($0.ref.file):\($0.ref.scope)" }, name)
            XCTAssertEqual(found.isEmpty, name == "absent", name)
        }
    }

    /// A module whose begin calls depend on declarations spread over other files: helpers in
    /// extensions, long work two helpers deep, typed stored properties, globals, a user's own
    /// `beginBackgroundTask`, and plenty of unrelated files.
    func testAGeneratedModuleWithCrossFileDependencies() {
        var generator = SeededGenerator(seed: 7)
        var files: [SourceFile] = []
        for index in 0..<120 {
            let type = "Service\(index)"
            let helper = "wrapUp\(index % 7)"
            let worker = "Worker\(index % 5)"
            switch generator.next() % 6 {
            case 0:
                files.append(SourceFile(path: "\(type).swift", text: """
                    import UIKit
                    final class \(type) {
                        var taskID: UIBackgroundTaskIdentifier = .invalid
                        let worker = \(worker)()
                        func start() {
                            taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                                self?.worker.flush()
                                self?.\(helper)()
                            }
                        }
                    }
                    """))
            case 1:
                files.append(SourceFile(path: "\(type)+End.swift", text: """
                    import UIKit
                    extension Service\(max(0, index - 1)) {
                        func \(helper)() {
                            UIApplication.shared.endBackgroundTask(taskID)
                            \(generator.next() % 2 == 0 ? "taskID = .invalid" : "print(taskID)")
                        }
                    }
                    """))
            case 2:
                files.append(SourceFile(path: "\(worker)-\(index).swift", text: """
                    import Foundation
                    final class \(worker) {
                        func flush() { \(generator.next() % 2 == 0 ? "send()" : "print(1)") }
                        func send() { URLSession.shared.dataTask(with: URL(string: "https://x")!).resume() }
                    }
                    """))
            case 3:
                files.append(SourceFile(path: "Globals\(index).swift", text: """
                    import UIKit
                    var sharedTask\(index % 4): UIBackgroundTaskIdentifier = .invalid
                    func beginShared\(index)() {
                        sharedTask\(index % 4) = UIApplication.shared.beginBackgroundTask { finishShared\(index % 3)() }
                    }
                    func finishShared\(index % 3)() { UIApplication.shared.endBackgroundTask(sharedTask\(index % 4)) }
                    """))
            case 4:
                files.append(SourceFile(path: "Coordinator\(index).swift", text: """
                    protocol Coordinating\(index) { func beginBackgroundTask() }
                    struct Plain\(index) { let value = \(index); func render() -> String { "\\(value)" } }
                    """))
            default:
                files.append(SourceFile(path: "Unrelated\(index).swift", text: """
                    struct Model\(index): Codable { var id: Int; var name: String }
                    enum Route\(index) { case home, detail(Int) }
                    func helper\(index)() -> Int { \(index) }
                    """))
            }
        }
        let findings = Linter().lint(files)
        XCTAssertFalse(findings.isEmpty)
        XCTAssertEqual(findings, Linter(exhaustive: true).lint(files))
        // Reporting on a subset (the pre-commit case) agrees too.
        let subset = Set(stride(from: 0, to: files.count, by: 3))
        XCTAssertEqual(Linter().lint(files, reportOn: subset), Linter(exhaustive: true).lint(files, reportOn: subset))
    }
}

/// A small deterministic generator (SplitMix64), so the generated module is the same every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
