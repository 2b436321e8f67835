import XCTest
@testable import BGTaskLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shapes that made runs with a configuration per folder quadratic: the summaries of helpers
/// (does it end the task, what long work does it do) were kept per analysis settings, so every
/// folder whose configuration names its own `longWorkCalls` summarized a helper they all call
/// again. They assert what is found, not how long it takes; at these sizes the old code took
/// many seconds, so a regression shows as a slow test.
final class HostileShapesSettingsTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// With `open` and `write`: Foundation's `write(to:)` syncs each file to disk, which for
    /// thousands of files took longer than the shapes.
    private func create(_ path: String, holding text: String) {
        let file = root.appendingPathComponent(path)
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0, "cannot create \(file.path)")
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// The findings of a run over the folder, each file under its nearest configuration: what
    /// the command does, in process.
    private func lintEachUnderItsConfiguration() throws -> [Diagnostic] {
        let discovery = FileDiscovery.discover([root.path])
        let options = CommandLineOptions()
        let plan = try ConfigurationPlan(options, walkedFolders: discovery.folderMarkers)
        let sources = try plan.included(discovery.files).map { path in
            ScannedSource(SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8)))
        }
        return try plan.lint(sources, context: [], options: options).diagnostics
    }

    // MARK: - Summaries shared by settings that answer alike

    /// n folders, each configuration naming its own long-work call and ending helper, each
    /// expiration handler calling one shared helper of n calls (the shapes
    /// `folders_distinct_settings_one_big_helper` and `…_one_naming_helper_calls`). The helper
    /// was summarized once per folder: n² (600 folders took 22 s in a debug build, now under 2 s).
    /// Folder 0's configuration also names two of the helper's calls, one as long work and one,
    /// after it, as an ending helper, so every folder's summary of the helper asks about them:
    /// it is made once for folder 0 and once for all the others. In folder 0 the helper does
    /// long work and then ends the task, so the folder's own long-work call, made after it, no
    /// longer holds the task open; everywhere else the folder's own call is its one finding, and
    /// the next folder's names mean nothing.
    func testFoldersWithDistinctSettingsCallingOneBigHelper() throws {
        let count = 600
        let steps = (0..<count).map { "        step\($0)()\n" }.joined()
        let declarations = (0..<count).map { "    static func step\($0)() {}\n" }.joined()
        create("Package.swift", holding: "// swift-tools-version:5.9\n")
        create("Store.swift", holding: "enum Store {\n    static func flushAll() {\n\(steps)    }\n\(declarations)}\n")
        for folder in 0..<count {
            let next = (folder + 1) % count
            let inHelper = folder == 0 ? (longWork: #", "step7""#, ending: #", "step9""#) : (longWork: "", ending: "")
            create("m\(folder)/\(Configuration.fileName)",
                   holding: #"{"version": 1, "longWorkCalls": ["w\#(folder)"\#(inHelper.longWork)], "#
                       + #""endingHelpers": ["wrapUp\#(folder)"\#(inHelper.ending)]}"#)
            create("m\(folder)/F\(folder).swift", holding: HostileSource.type("""
                    func f() {
                        taskID = UIApplication.shared.beginBackgroundTask {
                            Store.flushAll()
                            VendorKit.w\(folder)()
                            VendorKit.w\(next)()
                            VendorKit.wrapUp\(folder)()
                            VendorKit.wrapUp\(next)()
                        }
                        work()
                    }
                    func finish() { \(HostileSource.end) }
                """, named: "C\(folder)"))
        }
        let found = try lintEachUnderItsConfiguration()
        XCTAssertEqual(found.map(\.ruleID), Array(repeating: "long-work-in-expiration-handler", count: count))
        for diagnostic in found {
            let folder = folderName(of: diagnostic)
            let expected = folder == "m0" ? "calls 'flushAll', which does long work ('step7')"
                : "does long work ('w\(folder.dropFirst())')"
            XCTAssertTrue(diagnostic.message.contains(expected), "\(diagnostic.path): \(diagnostic.message)")
        }
        XCTAssertEqual(Set(found.map(folderName)).count, count, "one finding per folder")
    }

    // MARK: - Configured names shared, not copied, by the summaries reading them

    /// One folder configuring n ending helpers, another n long-work calls; in each, one helper
    /// `h` calls all n and n helpers `g<k>` call `h`, each from a handler (the shapes
    /// `configured_endings_in_helper_of_many_helpers` and `…_long_work_…`). Each `g<k>`'s
    /// summary copied `h`'s n names and every lookup of it intersected the settings with them:
    /// n² even with one configuration (these 1,024 each: 2.5 s of CPU and 290 MB in a release
    /// build, 2,048 each: 9.8 s and 1.1 GB; the old code took far longer in a debug build).
    /// Summaries now hold one shared set per distinct content (`NameSets`), and what a settings
    /// answers about a set is worked out once. In the first folder `h` ends the task (the
    /// first call it makes is a configured ending helper), so nothing is found; in the second,
    /// each handler calls a `g<k>` whose helper's first call is configured long work.
    func testHelpersEachCallingOneHelperOfManyConfiguredNames() throws {
        let count = 1_024
        for (folder, key, prefix) in [("ends", "endingHelpers", "e"), ("waits", "longWorkCalls", "w")] {
            let names = (0..<count).map { #""\#(prefix)\#($0)""# }.joined(separator: ", ")
            create("\(folder)/\(Configuration.fileName)", holding: #"{"version": 1, "\#(key)": [\#(names)]}"#)
            let calls = (0..<count).map { "        \(prefix)\($0)()\n" }.joined()
            let helpers = (0..<count).map { k in
                """
                    func g\(k)() { h() }
                    func f\(k)() {
                        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.g\(k)(); self?.stop() }
                        work()
                    }

                """
            }.joined()
            create("\(folder)/Main.swift", holding: HostileSource.type("""
                    func h() {
                \(calls)    }
                \(helpers)    func stop() { \(HostileSource.end) }
                """, named: folder.capitalized))
        }
        let found = try lintEachUnderItsConfiguration()
        XCTAssertEqual(found.map(\.ruleID), Array(repeating: "long-work-in-expiration-handler", count: count))
        XCTAssertEqual(Set(found.map(folderName)), ["waits"])
        let expected = (0..<count).map {
            "expiration handler calls 'g\($0)', which does long work ('w0'); the handler has about a second: "
                + "do only atomic work and end the task"
        }
        XCTAssertEqual(Set(found.map(\.message)), Set(expected))
    }

    /// The folder a finding is in (`m12`).
    private func folderName(of diagnostic: Diagnostic) -> String {
        diagnostic.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
    }
}
