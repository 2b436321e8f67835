import Foundation
import XCTest
@testable import BGTaskLint

/// Configuration files, `--config`, `--print-config`, `explain`, `--statistics`, suppressions
/// and baselines, end to end: the built executable on temporary folders, as CI runs it.
extension CommandLineTests {
    private func writeConfiguration(_ json: String, at relative: String = Configuration.fileName) throws {
        try write(relative, json)
    }

    // MARK: - Configuration

    func testAConfigurationTypoFailsTheRunNamingTheKey() throws {
        try write("Uploader.swift", Self.missingEnd)
        try writeConfiguration(#"{"version": 1, "rules": {"missing-end-in-expiraton-handler": "off"}}"#)
        let result = try run(["Uploader.swift"])
        XCTAssertEqual(result.stderr, "bgtask-lint: error: .bgtask-lint.json: rules.missing-end-in-expiraton-handler: unknown rule id (see --list-rules)\n")
        XCTAssertEqual(result.stdout, "", "nothing is linted under a configuration that cannot be trusted")
        XCTAssertEqual(result.status, 2)
    }

    /// Patterns with `.` or `..` segments were accepted and matched nothing: each of these
    /// configurations checked no file and passed. They now mean what they say.
    func testPatternsWithDotSegmentsMatchWhatTheySay() throws {
        try write(".git/HEAD", "ref: refs/heads/main\n")
        try write("Sources/Uploader.swift", Self.missingEnd)
        for pattern in [".", "./", "Sources/.", "Sources/./Uploader.swift", "**/./Uploader.swift", "Sources/../Sources"] {
            try writeConfiguration(#"{"version": 1, "include": ["\#(pattern)"]}"#)
            let result = try run(["."])
            XCTAssertEqual(result.stdout, "./Sources/Uploader.swift:" + Self.missingEndLine + "\n", pattern)
            XCTAssertEqual(result.status, 1, pattern)
        }
        try writeConfiguration(#"{"version": 1, "exclude": ["Sources/."]}"#)
        let excluded = try run(["."])
        XCTAssertEqual(excluded.stdout, "")
        XCTAssertTrue(excluded.stderr.hasSuffix("0 files checked\n"), excluded.stderr)
        try writeConfiguration(#"{"version": 1, "include": [".."]}"#)
        let climbing = try run(["."])
        XCTAssertEqual(climbing.status, 2)
        XCTAssertTrue(climbing.stderr.hasPrefix("bgtask-lint: error: .bgtask-lint.json: include[0]: '..' names a folder holding "
                                                + "the configuration's folder"), climbing.stderr)
    }

    func testTheNearestConfigurationSetsLevelsAndExcludes() throws {
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("Sources/App/Uploader.swift", Self.missingEnd)
        try write("Sources/Generated/Made.swift", Self.missingEnd)
        try writeConfiguration(#"{"version": 1, "rules": {"missing-end-in-expiration-handler": "warning"}, "exclude": ["Sources/Generated"]}"#)
        // Run from a subfolder: the configuration is found above it, within the project.
        let result = try run(["--quiet", "App", "Generated"], in: root.appendingPathComponent("Sources"))
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "App/Uploader.swift:" + Self.missingEndLine.replacingOccurrences(of: "error:", with: "warning:") + "\n")
        XCTAssertEqual(result.status, 0, "a rule turned into a warning no longer fails the run")
    }

    /// Files are read while the configuration is looked up (`ReadAhead`): what it then excludes
    /// was read for nothing, and whatever that read met stays unsaid — with `--jobs 1` (no
    /// reading ahead) and without, from a folder and from a list.
    func testAFileTheConfigurationExcludesIsNeverReportedThoughReadAhead() throws {
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("Sources/App/Uploader.swift", Self.missingEnd)
        try write("Sources/App/Broken.swift", bytes: Array("let a = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
        for index in 0..<40 { try write("Sources/Generated/Made\(index).swift", Self.missingEnd) }
        try write("Sources/Generated/Broken.swift", bytes: [0xC3, 0x28, 0x0A])
        try writeConfiguration(#"{"version": 1, "exclude": ["Sources/Generated"]}"#)
        let listed = (0..<40).map { "Sources/Generated/Made\($0).swift" } + ["Sources/App/Broken.swift", "Sources/App/Uploader.swift", "Sources/Generated/Broken.swift"]
        try write("list.txt", listed.joined(separator: "\n") + "\n")
        for arguments in [["Sources"], ["--jobs", "1", "Sources"], ["--files-from", "list.txt"], ["--jobs", "1", "--files-from", "list.txt"]] {
            let result = try run(["--quiet"] + arguments)
            XCTAssertEqual(result.stderr, "bgtask-lint: error: Sources/App/Broken.swift: invalid UTF-8 at byte 9\n", "\(arguments)")
            XCTAssertEqual(result.stdout, "Sources/App/Uploader.swift:" + Self.missingEndLine + "\n", "\(arguments)")
            XCTAssertEqual(result.status, 2, "\(arguments)")
        }
    }

    /// A run looks up each file's configuration before reading (which to read) and after (which
    /// rules to lint it with); the second pass reuses the first's answer only for the very same
    /// files. Here a file excluded or unreadable in the first folder makes the files linted
    /// fewer than those looked up: each must still be linted under its own folder's configuration
    /// (an answer reused by position would lint `Second/Uploader.swift` under `First`'s).
    func testEachFileIsLintedUnderItsOwnConfigurationWhenSomeAreLeftOut() throws {
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("First/Excluded.swift", Self.missingEnd)
        try write("First/Uploader.swift", Self.missingEnd)
        try write("Second/Uploader.swift", Self.missingEnd)
        try writeConfiguration(#"{"version": 1, "rules": {"missing-end-in-expiration-handler": "warning"}, "exclude": ["Excluded.swift"]}"#,
                               at: "First/" + Configuration.fileName)
        try writeConfiguration(#"{"version": 1}"#, at: "Second/" + Configuration.fileName)
        let warning = Self.missingEndLine.replacingOccurrences(of: "error:", with: "warning:")
        let expected = "First/Uploader.swift:" + warning + "\nSecond/Uploader.swift:" + Self.missingEndLine + "\n"
        for arguments in [["First", "Second"], ["--jobs", "1", "First/Excluded.swift", "First/Uploader.swift", "Second/Uploader.swift"]] {
            let result = try run(["--quiet"] + arguments)
            XCTAssertEqual(result.stdout, expected, "\(arguments)")
            XCTAssertEqual(result.status, 1, "\(arguments)")
        }
        // Nothing excluded, one file unreadable: the files read are fewer than those looked up.
        try writeConfiguration(#"{"version": 1, "rules": {"missing-end-in-expiration-handler": "warning"}}"#,
                               at: "First/" + Configuration.fileName)
        try write("First/Excluded.swift", bytes: [0xC3, 0x28, 0x0A])
        let unreadable = try run(["--quiet", "First", "Second"])
        XCTAssertEqual(unreadable.stderr, "bgtask-lint: error: First/Excluded.swift: invalid UTF-8 at byte 0\n")
        XCTAssertEqual(unreadable.stdout, expected)
        XCTAssertEqual(unreadable.status, 2)
    }

    func testConfigFlagAndPrintConfig() throws {
        try write("Uploader.swift", Self.missingEnd)
        try writeConfiguration(#"{"version": 1, "only": ["missing-invalid-reset"], "longWorkCalls": ["flushAll"]}"#, at: "ci/lint.json")
        let quiet = try run(["--config", "ci/lint.json", "Uploader.swift"])
        XCTAssertEqual(quiet.stdout, "", "only missing-invalid-reset runs")
        XCTAssertEqual(quiet.status, 0)

        let printed = try run(["--config", "ci/lint.json", "--print-config"])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertTrue(printed.stdout.contains(#""missing-end-in-expiration-handler": "off""#), printed.stdout)
        XCTAssertTrue(printed.stdout.contains(#""missing-invalid-reset": "warning""#), printed.stdout)
        XCTAssertTrue(printed.stdout.contains(#""longWorkCalls": ["flushAll"]"#), printed.stdout)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: printed.stdoutData) as? [String: Any])

        let defaults = try run(["--print-config"])
        XCTAssertTrue(defaults.stdout.contains(#""missing-end-in-expiration-handler": "error""#), defaults.stdout)
        XCTAssertEqual(try run(["--config", "missing.json", "--print-config"]).status, 2)
    }

    /// `--print-config` prints what a run with the same options uses: `--enable` runs exactly
    /// its rules (one the file sets `off` at its own severity), `--disable` turns rules off.
    func testPrintConfigAppliesEnableAndDisable() throws {
        try write("Uploader.swift", Self.missingEnd)
        try writeConfiguration(#"{"version": 1, "rules": {"task-never-ended": "off", "missing-invalid-reset": "error"}}"#)
        func levels(_ arguments: [String]) throws -> [String: String] {
            let printed = try run(["--print-config"] + arguments)
            XCTAssertEqual(printed.status, 0, printed.stderr)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: printed.stdoutData) as? [String: Any])
            XCTAssertNil(object["only"], "every rule's level is stated")
            return try XCTUnwrap(object["rules"] as? [String: String])
        }
        let enabled = try levels(["--enable", "task-never-ended,missing-invalid-reset", "Uploader.swift"])
        XCTAssertEqual(enabled["task-never-ended"], "error")
        XCTAssertEqual(enabled["missing-invalid-reset"], "error")
        XCTAssertEqual(enabled["missing-expiration-handler"], "off")
        XCTAssertEqual(Set(enabled.values), ["off", "error"])
        let disabled = try levels(["--disable", "missing-expiration-handler"])
        XCTAssertEqual(disabled["missing-expiration-handler"], "off")
        XCTAssertEqual(disabled["task-never-ended"], "off")
        XCTAssertEqual(disabled["missing-end-in-expiration-handler"], "error")
        // The printed configuration, given back with --config, runs the same rules.
        let printed = try run(["--print-config", "--enable", "missing-end-in-expiration-handler"])
        try write("printed.json", printed.stdout)
        let rerun = try run(["--quiet", "--config", "printed.json", "Uploader.swift"])
        let direct = try run(["--quiet", "--enable", "missing-end-in-expiration-handler", "Uploader.swift"])
        XCTAssertEqual(rerun.stdout, direct.stdout)
        XCTAssertEqual(rerun.status, direct.status)
    }

    /// One configuration is printed, for one path: several paths, a list or `--changed-since`
    /// silently printed the first path's alone.
    func testPrintConfigTakesOnePath() throws {
        try write("a/Uploader.swift", Self.missingEnd)
        try write("b/Uploader.swift", Self.missingEnd)
        for arguments in [["a", "b"], ["--files-from", "/dev/null"], ["--changed-since", "HEAD"]] {
            let result = try run(["--print-config"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("bgtask-lint: error: --print-config prints the configuration of one path"),
                          result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    /// A `.bgtask-lint.json` that cannot be read says why, and is named as the user names it:
    /// from a subfolder, `../.bgtask-lint.json` (it was the absolute path), as `--config` prints it.
    func testAnUnreadableConfigurationSaysWhy() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("Sources/Uploader.swift", Self.missingEnd)
        let configuration = root.appendingPathComponent(".bgtask-lint.json").path
        func error(in directory: URL? = nil, _ path: String = "Sources/Uploader.swift") throws -> String {
            let result = try run([path], in: directory, timeout: 20)
            XCTAssertEqual(result.status, 2, result.stderr)
            return result.stderr
        }
        XCTAssertEqual(mkfifo(configuration, 0o644), 0)
        XCTAssertEqual(try error(), "bgtask-lint: error: .bgtask-lint.json: cannot read the file (not a regular file)\n")
        XCTAssertEqual(unlink(configuration), 0)
        XCTAssertEqual(mkdir(configuration, 0o755), 0)
        XCTAssertEqual(try error(), "bgtask-lint: error: .bgtask-lint.json: cannot read the file (is a folder)\n")
        XCTAssertEqual(rmdir(configuration), 0)
        XCTAssertEqual(symlink("nowhere.json", configuration), 0)
        XCTAssertEqual(try error(), "bgtask-lint: error: .bgtask-lint.json: cannot read the file (dangling symbolic link)\n")
        XCTAssertEqual(try error(in: root.appendingPathComponent("Sources"), "Uploader.swift"),
                       "bgtask-lint: error: ../.bgtask-lint.json: cannot read the file (dangling symbolic link)\n")
        XCTAssertEqual(unlink(configuration), 0)
        XCTAssertEqual(try run(["--baseline", "Sources", "Sources"]).stderr,
                       "bgtask-lint: error: Sources: cannot read the file (is a folder)\n")
    }

    // MARK: - explain and --statistics

    func testExplainPrintsTheRulesSectionOfRulesMd() throws {
        let result = try run(["explain", "task-never-ended"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("## task-never-ended\n"), result.stdout)
        let rulesMarkdown = try String(contentsOf: FixtureSupport.root.deletingLastPathComponent().appendingPathComponent("rules.md"),
                                       encoding: .utf8)
        XCTAssertTrue(rulesMarkdown.contains(result.stdout), "explain prints what rules.md says")
        // After options too (an alias `bgtask-lint --strict`): the options change nothing.
        let afterOptions = try run(["--strict", "--quiet", "explain", "task-never-ended"])
        XCTAssertEqual(afterOptions.stdout, result.stdout)
        XCTAssertEqual(afterOptions.status, 0, afterOptions.stderr)
        let noRule = try run(["--strict", "explain"])
        XCTAssertEqual(noRule.status, 2)
        XCTAssertTrue(noRule.stderr.hasPrefix("bgtask-lint: error: explain needs exactly one rule id\n"), noRule.stderr)
        let unknown = try run(["explain", "task-never-endd"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "bgtask-lint: error: unknown rule 'task-never-endd' (see --list-rules)\n")
    }

    func testStatisticsCountFindingsPerRuleOnStderr() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("Sync.swift", Self.missingReset)
        try write("Other.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "Other"))
        let result = try run(["--quiet", "--statistics", "."])
        XCTAssertEqual(result.stderr, "2  missing-end-in-expiration-handler\n1  missing-invalid-reset\n")
        XCTAssertEqual(result.stdoutLines.count, 3)
    }

    // MARK: - Suppressions

    func testASuppressionHidesAFindingAndAStaleOneIsReported() throws {
        let suppressed = Self.missingEnd.replacingOccurrences(
            of: "    func start() {\n", with: "    func start() {\n        // bgtask-lint:disable:next missing-end-in-expiration-handler -- vendor ends it\n")
        try write("Uploader.swift", suppressed)
        XCTAssertEqual(try run(["--quiet", "Uploader.swift"]).stdout, "")
        try write("Uploader.swift", suppressed.replacingOccurrences(of: "print(\"expired\")", with: "self.finish()"))
        let stale = try run(["--quiet", "Uploader.swift"])
        XCTAssertTrue(stale.stdout.hasPrefix("Uploader.swift:5:9: warning: suppression of 'missing-end-in-expiration-handler' suppresses no finding"),
                      stale.stdout)
    }

    // MARK: - Baselines

    func testABaselineSurvivesALineShiftAndCountsWhatWasFixed() throws {
        try write("Uploader.swift", Self.missingEnd)
        let recorded = try run(["--write-baseline", "baseline.json", "Uploader.swift"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertEqual(recorded.stdout, "")
        XCTAssertEqual(recorded.stderr, "wrote 1 finding to the baseline baseline.json\n")
        let baseline = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"rule\" : \"missing-end-in-expiration-handler\""), baseline)

        try write("Uploader.swift", "// Copyright header added later\n\n" + Self.missingEnd)
        let shifted = try run(["--baseline", "baseline.json", "Uploader.swift"])
        XCTAssertEqual(shifted.stdout, "")
        XCTAssertEqual(shifted.stderr, "0 errors, 0 warnings in 0 files; 1 file checked; 1 known from the baseline, 0 baseline findings gone\n")
        XCTAssertEqual(shifted.status, 0)

        try write("Uploader.swift", Self.clean)
        let fixed = try run(["--baseline", "baseline.json", "Uploader.swift"])
        XCTAssertTrue(fixed.stderr.hasSuffix("; 0 known from the baseline, 1 baseline finding gone\n"), fixed.stderr)

        try write("Sync.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "Sync"))
        let grown = try run(["--baseline", "baseline.json", "--quiet", "Sync.swift"])
        XCTAssertEqual(grown.stdout, "Sync.swift:" + Self.missingEndLine + "\n", "a new finding is reported")
        XCTAssertEqual(grown.status, 1)
    }

    func testABadBaselineIsAnError() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("baseline.json", "{\"version\": 1}")
        let result = try run(["--baseline", "baseline.json", "Uploader.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bgtask-lint: error: baseline.json: not a bgtask-lint baseline (missing 'entries')"), result.stderr)
        XCTAssertEqual(try run(["--baseline", "absent.json", "Uploader.swift"]).status, 2)
    }

    /// A value quoted in an error (a configuration's pattern, a rule id on the command line) is
    /// one line of the message: a line break in it is escaped, so it cannot forge a line of its own.
    func testErrorsQuotingValuesStayOneLine() throws {
        try write("Clean.swift", "let answer = 42\n")
        try write("lines.json", "{\"version\": 1, \"exclude\": [\"/a\\nbgtask-lint: forged\"]}")
        for arguments in [["--config", "lines.json", "Clean.swift"], ["--enable", "x\nbgtask-lint: forged", "Clean.swift"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertFalse(result.stderr.contains("\nbgtask-lint: forged"), result.stderr)
            XCTAssertTrue(result.stderr.contains("\\u{a}bgtask-lint: forged"), result.stderr)
        }
    }

    /// A project reached through a link (`~/work` → `/Volumes/work`, macOS's `/tmp`): its
    /// configuration's patterns match as they do by the real path, with the configuration's
    /// folder and the file both resolved. Before, `exclude` was ignored and `include` passed
    /// every file silently, by excluding it.
    func testPatternsMatchThroughALinkedProjectPath() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("real/.git"), withIntermediateDirectories: true)
        try write("real/Sources/Generated/Made.swift", Self.missingEnd)
        try write("real/Sources/App/Uploader.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "AppUploader"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: "real")
        try write("real/.bgtask-lint.json", #"{"version": 1, "exclude": ["Sources/Generated/**"]}"#)
        for spelling in ["real", "link", root.appendingPathComponent("link").path] {
            let result = try run(["--quiet", spelling])
            XCTAssertEqual(result.stdoutLines.count, 1, "\(spelling): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("Sources/App/Uploader.swift"), "\(spelling): \(result.stdout)")
        }
        try write("real/.bgtask-lint.json", #"{"version": 1, "include": ["Sources/Generated/**"]}"#)
        for spelling in ["real", "link"] {
            let result = try run(["--quiet", spelling])
            XCTAssertEqual(result.stdoutLines.count, 1, "\(spelling): \(result.stdout)")
            XCTAssertTrue(result.stdout.contains("Sources/Generated/Made.swift"), "\(spelling): \(result.stdout)")
        }
        // The configuration named through the link, the file by its real path.
        let given = try run(["--quiet", "--config", "link/.bgtask-lint.json", "real/Sources/Generated/Made.swift"])
        XCTAssertEqual(given.stdoutLines.count, 1, given.stdout)
    }

    /// Configurations that differ only in rules or patterns share one index: each file is
    /// parsed once, however many configurations govern the run (one per folder parsed every file
    /// once per configuration: 600 folders, 17 s and 1.9 GB).
    func testManyConfigurationsParseEachFileOnce() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for folder in 0..<40 {
            try write("F\(folder)/.bgtask-lint.json", #"{"version": 1}"#)
            try write("F\(folder)/Up.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "Uploader\(folder)"))
        }
        let result = try run(["--quiet", "--timing", "."])
        XCTAssertEqual(result.stdoutLines.count, 40)
        XCTAssertTrue(result.stderr.contains("lex+parse") && result.stderr.contains("(40 files)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("(1600 files)"), result.stderr)
    }

    /// Configurations that differ in `longWorkCalls` and `endingHelpers` share the trees too
    /// (each file parsed once: an index of every file per settings made 1,024 folders take 33 s
    /// and 6.2 GB), yet each folder's findings are those of its own settings: what a run with
    /// `--config` naming that folder's configuration finds there. Half the folders also count the
    /// shared helper's `syncStore()` as long work, so the one summary of `Store.flushAll()` must
    /// differ between them.
    func testFoldersWithDistinctAnalysisSettingsEachGetTheirOwnFindings() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("Store.swift", "enum Store {\n    static func flushAll() { syncStore() }\n    static func syncStore() {}\n}\n")
        let folders = 12
        for folder in 0..<folders {
            let longWork = folder % 2 == 0 ? #"["flush\#(folder)", "syncStore"]"# : #"["flush\#(folder)"]"#
            try write("F\(folder)/.bgtask-lint.json",
                      #"{"version": 1, "longWorkCalls": \#(longWork), "endingHelpers": ["wrapUp\#(folder)"]}"#)
            // Calls the next folder's long-work call and ending helper too: none of them counts here.
            let next = (folder + 1) % folders
            try write("F\(folder)/Up.swift", """
                import UIKit
                final class Uploader\(folder) {
                    private var taskID: UIBackgroundTaskIdentifier = .invalid
                    func start() {
                        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                            self?.flush\(folder)()
                            self?.flush\(next)()
                            Store.flushAll()
                            VendorKit.wrapUp\(folder)()
                            VendorKit.wrapUp\(next)()
                        }
                    }
                    func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
                    func flush\(folder)() { print("flushed") }
                    func flush\(next)() { print("flushed") }
                }

                """)
        }
        let result = try run(["--quiet", "--timing", "."])
        XCTAssertTrue(result.stderr.contains("(13 files)"), "each file parsed once: \(result.stderr)")
        for folder in 0..<folders {
            let own = try run(["--quiet", "--config", "F\(folder)/.bgtask-lint.json", "."])
            let inFolder = { (lines: [String]) in lines.filter { $0.hasPrefix("./F\(folder)/") || $0.hasPrefix("F\(folder)/") } }
            XCTAssertEqual(inFolder(result.stdoutLines), inFolder(own.stdoutLines), "folder \(folder)")
            let longWork = inFolder(result.stdoutLines).filter { $0.contains("long-work-in-expiration-handler") }
            XCTAssertEqual(longWork.count, folder % 2 == 0 ? 2 : 1, "folder \(folder): \(longWork)")
            XCTAssertTrue(longWork.allSatisfy { !$0.contains("flush\((folder + 1) % folders)") }, "\(longWork)")
            XCTAssertFalse(inFolder(result.stdoutLines).contains { $0.contains("missing-end") }, "wrapUp\(folder) ends the task")
        }
    }

    /// A baseline written by a run over `.` (paths `./Sources/…`) matches a run naming the file
    /// (pre-commit: `Sources/…`), and the other way round: fingerprints and baselines take paths
    /// without the leading `./` (and the slashes after it). Entries of a rule that did not run
    /// are not "gone".
    func testABaselineMatchesWhicheverWayAFileIsNamed() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("Sources/Uploader.swift", Self.missingEnd)
        XCTAssertEqual(try run(["--write-baseline", "dot.json", "."]).status, 0)
        XCTAssertEqual(try run(["--write-baseline", "named.json", "Sources/Uploader.swift"]).status, 0)
        // `.//` is `./` too: its slashes once made the baseline path the absolute `/Sources/…`.
        XCTAssertEqual(try run(["--write-baseline", "slashes.json", ".//"]).status, 0)
        for (baseline, arguments) in [("dot.json", ["Sources/Uploader.swift"]), ("named.json", ["."]),
                                      ("dot.json", ["./Sources/Uploader.swift"]), ("dot.json", [".//Sources/Uploader.swift"]),
                                      ("slashes.json", ["Sources/Uploader.swift"])] {
            let result = try run(["--baseline", baseline] + arguments)
            XCTAssertEqual(result.status, 0, "\(baseline) \(arguments): \(result.stdout)")
            XCTAssertTrue(result.stderr.hasSuffix("1 known from the baseline, 0 baseline findings gone\n"), result.stderr)
        }
        let ruleOff = try run(["--baseline", "dot.json", "--disable", "missing-end-in-expiration-handler", "."])
        XCTAssertTrue(ruleOff.stderr.hasSuffix("0 known from the baseline, 0 baseline findings gone\n"), ruleOff.stderr)
    }
}
