import Foundation
import XCTest
@testable import BGTaskLint

/// `--format` and `--output`, end to end: what a CI step gets on stdout, in the report file and
/// on stderr, and the exit status. An extension of the end-to-end tests: same temporary root,
/// same subprocess runner.
extension CommandLineTests {
    func testFormatJSONGoesToStdoutAndTheSummaryStaysOnStderr() throws {
        try write("Uploader.swift", Self.missingEnd)
        let result = try run(["--format", "json", "Uploader.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        XCTAssertEqual(root["version"] as? Int, 1)
        let diagnostic = try XCTUnwrap((root["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["file"] as? String, "Uploader.swift")
        XCTAssertEqual(diagnostic["line"] as? Int, 5)
        XCTAssertEqual(diagnostic["column"] as? Int, 39)
        XCTAssertEqual(diagnostic["rule"] as? String, "missing-end-in-expiration-handler")
    }

    func testEveryFormatRunsWithBothSpellingsAndTheSameExitStatus() throws {
        try write("Sync.swift", Self.missingReset)
        let text = try run(["Sync.swift"])
        XCTAssertEqual(try run(["--format", "text", "Sync.swift"]).stdout, text.stdout)
        for format in Reporters.all {
            let spaced = try run(["--format", format.name, "Sync.swift"])
            let joined = try run(["--format=\(format.name)", "Sync.swift"])
            XCTAssertEqual(spaced.status, 0, format.name)
            XCTAssertEqual(spaced.stdout, joined.stdout, format.name)
            XCTAssertFalse(spaced.stdout.isEmpty, format.name)
            XCTAssertEqual(spaced.stderr, summary(errors: 0, warnings: 1, files: 1, checked: 1), format.name)
            XCTAssertEqual(try run(["--strict", "--format", format.name, "Sync.swift"]).status, 1, format.name)
        }
    }

    func testGitHubFormatFromTheCommandLine() throws {
        try write("Sources/Uploader.swift", Self.missingEnd)
        let result = try run(["--format", "github", "./Sources"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutLines.count, 2)
        XCTAssertTrue(result.stdoutLines[0].hasPrefix(
            "::error file=Sources/Uploader.swift,line=5,endLine=5,col=39,endColumn=58,"
                + "title=bgtask-lint missing-end-in-expiration-handler::expiration handler never calls"),
                      result.stdout)
        XCTAssertTrue(result.stdoutLines[1].hasPrefix("::notice::bgtask-lint: 1 finding in all (1 error, 0 warnings)"),
                      result.stdout)
    }

    func testUnknownFormatIsAUsageErrorListingTheFormats() throws {
        try write("Uploader.swift", Self.missingEnd)
        let result = try run(["--format", "xml", "Uploader.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix(
            "bgtask-lint: error: unknown format 'xml' (formats: text, json, sarif, github, checkstyle, gitlab)\n"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("USAGE: bgtask-lint"))

        let missing = try run(["--format"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("bgtask-lint: error: --format needs a value\n"), missing.stderr)
        XCTAssertEqual(try run(["--output"]).status, 2)
    }

    func testHelpListsTheFormatsAndTheNewOptions() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--format NAME"))
        XCTAssertTrue(help.stdout.contains("--output FILE"))
        XCTAssertTrue(help.stdout.contains("FORMATS:\n"))
        for format in Reporters.all {
            XCTAssertTrue(help.stdout.contains("  \(format.name) ") && help.stdout.contains(format.summary), format.name)
        }
    }

    func testOutputWritesTheReportToTheFileAndNothingToStdout() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("report.sarif", String(repeating: "stale content that must not survive\n", count: 1000))
        let result = try run(["--format", "sarif", "--output", "report.sarif", "Uploader.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        let data = try Data(contentsOf: root.appendingPathComponent("report.sarif"))
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], "the old content is gone")
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.first?["ruleId"] as? String, "missing-end-in-expiration-handler")

        // A clean run still writes its (empty) report, and text to a file is never coloured.
        try write("Clean.swift", Self.clean)
        let clean = try run(["--output", "report.txt", "--", "Clean.swift"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("report.txt")), Data())
        XCTAssertEqual(try run(["--output=report.txt", "Uploader.swift"]).status, 1)
        let text = String(decoding: try Data(contentsOf: root.appendingPathComponent("report.txt")), as: UTF8.self)
        XCTAssertEqual(text, "Uploader.swift:\(Self.missingEndLine)\n")
    }

    func testUnwritableOutputIsAnErrorWithExitStatusTwo() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("folder/keep.txt", "")
        for (path, reason) in [("missing/report.json", "No such file or directory"), ("folder", "Is a directory")] {
            let result = try run(["--format", "json", "--output", path, "Uploader.swift"])
            XCTAssertEqual(result.status, 2, path)
            XCTAssertEqual(result.stdout, "", path)
            XCTAssertEqual(result.stderr, "bgtask-lint: error: \(path): \(reason)\n"
                           + summary(errors: 1, warnings: 0, files: 1, checked: 1), path)
        }
        // Even a clean run fails when its report cannot be written: CI must not read "no report" as "clean".
        try write("Clean.swift", Self.clean)
        XCTAssertEqual(try run(["--output", "missing/r.txt", "Clean.swift"]).status, 2)
    }

    func testTextOnAPipeIsNeverColoured() throws {
        try write("Streak.swift", Self.longWorkWithNote)
        let result = try run(["Streak.swift"])
        XCTAssertFalse(result.stdout.isEmpty)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "stdout is a file here, not a terminal")
    }
}
