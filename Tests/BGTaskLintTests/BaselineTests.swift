import Foundation
import XCTest
@testable import BGTaskLint
#if canImport(Glibc)
import Glibc
#endif

/// Baselines: deterministic files, matching by rule + path + fingerprint (so a line shift does
/// not resurrect a known finding), counting what disappeared, and clear errors for bad files.
final class BaselineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bgtask-lint-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private static let twoMisuses = """
        import UIKit
        final class U {
            var a = UIApplication.shared.beginBackgroundTask { print("a") }
            var b = UIApplication.shared.beginBackgroundTask { print("b") }
            func done() {
                UIApplication.shared.endBackgroundTask(a); a = .invalid
                UIApplication.shared.endBackgroundTask(b); b = .invalid
            }
        }

        """

    private func lint(_ text: String) -> [Diagnostic] {
        Linter().lint([SourceFile(path: "U.swift", text: text)])
    }

    func testTheFileIsSortedDeterministicAndReadsBack() throws {
        let diagnostics = lint(Self.twoMisuses)
        XCTAssertEqual(diagnostics.count, 2)
        let baseline = Baseline(diagnostics)
        XCTAssertEqual(baseline.json, Baseline(diagnostics.reversed()).json, "the order of findings does not matter")
        XCTAssertTrue(baseline.json.hasPrefix("{\n  \"entries\" : [\n"), baseline.json)
        XCTAssertTrue(baseline.json.contains("\"version\" : 1"), baseline.json)
        let path = folder.appendingPathComponent("baseline.json").path
        try baseline.write(to: path)
        XCTAssertEqual(try Baseline.load(path), baseline)
    }

    func testALineShiftDoesNotResurrectAKnownFinding() {
        let baseline = Baseline(lint(Self.twoMisuses))
        let shifted = "// a new header comment\n\n" + Self.twoMisuses
        let outcome = baseline.filter(lint(shifted), checkedPaths: ["U.swift"])
        XCTAssertEqual(outcome.new, [])
        XCTAssertEqual(outcome.known, 2)
        XCTAssertEqual(outcome.gone, 0)
    }

    func testNewFindingsAreReportedAndFixedOnesCounted() {
        let baseline = Baseline(lint(Self.twoMisuses))
        let fixedA = Self.twoMisuses.replacingOccurrences(of: "{ print(\"a\") }", with: "{ UIApplication.shared.endBackgroundTask(self.a) }")
        let outcome = baseline.filter(lint(fixedA), checkedPaths: ["U.swift"])
        XCTAssertEqual(outcome.known, 1)
        XCTAssertEqual(outcome.gone, 1)
        let addedC = Self.twoMisuses.replacingOccurrences(of: "    func done() {", with: """
                var c = UIApplication.shared.beginBackgroundTask { print("c") }
                func done() {
            """)
        let grown = baseline.filter(lint(addedC), checkedPaths: ["U.swift"])
        // The new property's handler never ends it, and nothing else does: two findings, both new.
        XCTAssertEqual(grown.new.map(\.location.line), [5, 5])
        XCTAssertEqual(Set(grown.new.map(\.ruleID)), ["missing-end-in-expiration-handler", "task-never-ended"])
        XCTAssertEqual(grown.known, 2)
    }

    /// Fingerprints and baselines name a file as the reports do: without a leading `./` and
    /// the slashes after it (`.//a.swift` was `/a.swift`, an absolute path to another file).
    func testIdentityPathsDropALeadingDotSlashAndTheSlashesAfterIt() {
        for path in ["./a.swift", ".//a.swift", "././/./Sources//a.swift", "a.swift", "/a.swift", "../a.swift", ".a.swift"] {
            XCTAssertEqual(Diagnostic.identityPath(path), ReportPath.relative(path), path)
        }
        XCTAssertEqual(Diagnostic.identityPath(".//a.swift"), "a.swift")
        XCTAssertEqual(Diagnostic.identityPath("/a.swift"), "/a.swift")
        XCTAssertEqual(Diagnostic.identityPath(".//"), ".//", "a folder, not a file: nothing to name it by")
        let diagnostic = Diagnostic(ruleID: "r", severity: .error, message: "m", path: "a.swift",
                                    location: SourceLocation(line: 1, column: 1), lineText: "x")
        var slashes = diagnostic
        slashes.path = ".//a.swift"
        let fingerprinted = Diagnostic.sortedForOutput([diagnostic]) + Diagnostic.sortedForOutput([slashes])
        XCTAssertEqual(fingerprinted[0].fingerprint, fingerprinted[1].fingerprint)
        XCTAssertEqual(Baseline([fingerprinted[1]]), Baseline([fingerprinted[0]]))
    }

    func testEntriesOfFilesNotCheckedAreNotCountedAsGone() {
        let baseline = Baseline(lint(Self.twoMisuses))
        XCTAssertEqual(baseline.filter([], checkedPaths: ["Other.swift"]).gone, 0)
        XCTAssertEqual(baseline.filter([], checkedPaths: ["U.swift"]).gone, 2)
    }

    func testBadFilesAreClearErrors() throws {
        XCTAssertEqual(loadError(nil), "cannot read the file (no such file or directory)")
        XCTAssertEqual(loadError("not json"),
                       "not a bgtask-lint baseline (not valid JSON: unexpected 'n' at line 1, column 1)")
        XCTAssertTrue(loadError(#"{"version": 1}"#).contains("missing 'entries'"), loadError(#"{"version": 1}"#))
        XCTAssertTrue(loadError(#"{"version": 2, "entries": []}"#).contains("unsupported version 2"))
    }

    /// Key paths read like the configuration's (`entries[0].rule`), not the decoder's
    /// `entries.Index 0.rule`, and the top level is called so, not `''`.
    func testBadFilesNameWhereTheProblemIs() throws {
        let entry = #"{"rule": "r", "path": "U.swift", "fingerprint": "f", "message": "m"}"#
        XCTAssertEqual(loadError(#"{"version": 1, "entries": [{"rule": "x"}]}"#),
                       "not a bgtask-lint baseline (missing 'entries[0].path')")
        XCTAssertEqual(loadError(#"{"version": 1, "entries": [\#(entry), {"rule": 2}]}"#),
                       "not a bgtask-lint baseline (wrong type at 'entries[1].rule': 2 is not a string)")
        XCTAssertEqual(loadError(#"{"version": 1, "entries": {}}"#),
                       "not a bgtask-lint baseline (wrong type at 'entries': an object is not an array)")
        XCTAssertEqual(loadError("[]"), "not a bgtask-lint baseline (the top level must be a JSON object)")
        XCTAssertEqual(loadError(#"{"version": "1", "entries": []}"#),
                       #"not a bgtask-lint baseline (wrong type at 'version': "1" is not a number)"#)
    }

    /// A key given twice was read as its first value (other JSON readers keep the last): a
    /// second, empty `entries` could make a reviewer believe the baseline accepts nothing.
    func testARepeatedKeyIsRefusedWhicheverValueComesFirst() throws {
        let entry = #"{"rule": "r", "path": "U.swift", "fingerprint": "f", "message": "m"}"#
        for text in [#"{"version": 1, "entries": [\#(entry)], "entries": []}"#,
                     #"{"version": 1, "entries": [], "entries": [\#(entry)]}"#] {
            let column = text.distance(from: text.startIndex, to: text.range(of: #""entries""#, options: .backwards)!
                .lowerBound) + 1
            XCTAssertEqual(loadError(text), "not a bgtask-lint baseline "
                + #"(the key "entries" appears twice in one object at line 1, column \#(column))"#)
        }
        let twice = #"{"version": 1, "entries": [{"rule": "r", "rule": "s", "path": "U.swift"}]}"#
        XCTAssertTrue(loadError(twice).contains(#"the key "rule" appears twice in one object at line 1"#),
                      loadError(twice))
    }

    /// A baseline made private (`chmod 600`) stays private when it is written again.
    func testReplacingABaselineKeepsItsPermissionsAndLeavesNoTemporaryFile() throws {
        let path = folder.appendingPathComponent("baseline.json").path
        let baseline = Baseline(lint(Self.twoMisuses))
        try baseline.write(to: path)
        XCTAssertEqual(chmod(path, 0o600), 0)
        try baseline.write(to: path)
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["baseline.json"])
        XCTAssertEqual(try Baseline.load(path), baseline)
    }

    /// What loading the file with `text` (none: no file) throws, less the path.
    private func loadError(_ text: String?) -> String {
        let path = folder.appendingPathComponent("b-\(UUID().uuidString).json").path
        if let text { _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) }
        do {
            _ = try Baseline.load(path)
            return "no error"
        } catch {
            return error.reason
        }
    }
}
