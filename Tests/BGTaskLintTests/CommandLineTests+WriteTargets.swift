import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// What the tool writes besides its report on stdout — `--output`, `--write-baseline`,
/// `--touch` — and how it treats its standard streams: it never writes over a source or
/// replaces what is not a regular file, never lets a revision become a git option, and a report
/// that cannot be written fails the run. Each case was found by feeding the tool hostile input.
extension CommandLineTests {
    func testTouchNeverRemovesAFolderOrASource() throws {
        try write("proj/Sources/Uploader.swift", Self.missingEnd)
        try write("proj/README", "keep\n")
        let failing = try run(["--quiet", "--touch", "proj", "proj/Sources/Uploader.swift"])
        XCTAssertEqual(failing.status, 2)
        XCTAssertTrue(failing.stderr.contains("proj: is not an empty regular file"), failing.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("proj/README").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("proj/Sources/Uploader.swift").path))

        let clean = "let answer = 42\n"
        try write("Clean.swift", clean)
        let passing = try run(["--quiet", "--touch", "Clean.swift", "Clean.swift"])
        XCTAssertEqual(passing.status, 2)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Clean.swift"), encoding: .utf8), clean)
    }

    /// An empty source is a valid stamp (a stamp is empty) and was removed by a failing run:
    /// `--touch Placeholder.swift .` deleted the placeholder a SwiftPM target needs. A stamp
    /// that is a file the run lints, or one of the project's sources it indexes, is refused
    /// before anything is written, and left as it is.
    func testTouchNeverRemovesAnEmptySourceTheRunReads() throws {
        try write(".git/HEAD", "ref: refs/heads/main\n")
        try write("Sources/Uploader.swift", Self.missingEnd)
        try write("Sources/Placeholder.swift", "")
        let placeholder = root.appendingPathComponent("Sources/Placeholder.swift").path
        XCTAssertEqual(link(placeholder, root.appendingPathComponent("stamp").path), 0)
        let refused: [(arguments: [String], stderr: String)] = [
            (["--touch", "Sources/Placeholder.swift", "."],
             "Sources/Placeholder.swift: is linted in this run (as ./Sources/Placeholder.swift): "),
            (["--touch", "./Sources/Placeholder.swift", "Sources/Placeholder.swift", "Sources/Uploader.swift"],
             "./Sources/Placeholder.swift: is linted in this run (as Sources/Placeholder.swift): "),
            (["--touch", "stamp", "Sources"], "stamp: is linted in this run (as Sources/Placeholder.swift): "),
            (["--touch", "Sources/Placeholder.swift", "Sources/Uploader.swift"],
             "Sources/Placeholder.swift: is a source of the project indexed in this run: "),
        ]
        for (arguments, stderr) in refused {
            let result = try run(["--quiet"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "bgtask-lint: error: \(stderr)refusing to use it as the --touch stamp, which a failing "
                           + "run removes\n", "\(arguments)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: placeholder), "\(arguments) removed the source")
        }
        // Without the project index the placeholder is no file of the run: it is a stamp like any other.
        let unindexed = try run(["--quiet", "--no-project-index", "--touch", "Sources/Placeholder.swift", "Sources/Uploader.swift"])
        XCTAssertEqual(unindexed.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: placeholder))
    }

    func testTouchWritesAnEmptyStampWhenTheRunPassesAndRemovesItWhenItFails() throws {
        try write("Clean.swift", "let answer = 42\n")
        try write("Uploader.swift", Self.missingEnd)
        let stamp = root.appendingPathComponent("build/lint.stamp.swift").path
        try FileManager.default.createDirectory(atPath: root.appendingPathComponent("build").path,
                                                withIntermediateDirectories: true)
        XCTAssertEqual(try run(["--quiet", "--touch", stamp, "Clean.swift"]).status, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: stamp)[.size] as? Int, 0)
        XCTAssertEqual(try run(["--quiet", "--touch", stamp, "Clean.swift"]).status, 0, "an existing stamp is kept")
        XCTAssertEqual(try run(["--quiet", "--touch", stamp, "Uploader.swift"]).status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp))
    }

    func testWriteTargetsThatAreNotRegularFilesAreRefused() throws {
        try write("Uploader.swift", Self.missingEnd)
        let fifo = root.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        for arguments in [["--write-baseline", fifo], ["--touch", fifo]] {
            let result = try run(arguments + ["Uploader.swift"], timeout: 10)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains("refusing"), result.stderr)
            var status = stat()
            XCTAssertEqual(lstat(fifo, &status), 0)
            XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "\(arguments) replaced the FIFO")
        }
    }

    func testTheReportIsNeverWrittenOverASource() throws {
        let source = try write("Uploader.swift", Self.missingEnd)
        let result = try run(["--output", "Uploader.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "bgtask-lint: error: Uploader.swift: is a Swift source: refusing to write the report over it\n")
        XCTAssertEqual(try String(contentsOf: source, encoding: .utf8), Self.missingEnd)
        XCTAssertEqual(try run(["--write-baseline", "Uploader.swift", "Uploader.swift"]).status, 2)
        XCTAssertEqual(try String(contentsOf: source, encoding: .utf8), Self.missingEnd)
    }

    /// A report or baseline never takes a name later runs read as input: `--output
    /// .bgtask-lint.json .` made the report the tree's configuration (every later run failed,
    /// "not valid JSON"), and `--output Report.swift` a source. Refused whether the file
    /// exists or not, empty or not.
    func testAReportOrBaselineNeverTakesTheNameOfASourceOrAConfiguration() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("Empty.swift", "")
        for option in ["--output", "--write-baseline"] {
            for (path, named) in [(".bgtask-lint.json", "a bgtask-lint configuration, which later runs would read"),
                                  ("sub/.bgtask-lint.json", "a bgtask-lint configuration, which later runs would read"),
                                  ("Report.swift", "a Swift source, which later runs would lint"),
                                  ("Empty.swift", "a Swift source, which later runs would lint")] {
                let result = try run([option, path, "."])
                let noun = option == "--output" ? "the report" : "the baseline"
                XCTAssertEqual(result.stderr, "bgtask-lint: error: \(path): is named as \(named): refusing to write \(noun) to it\n")
                XCTAssertEqual(result.status, 2)
                XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(".bgtask-lint.json").path))
                XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Report.swift").path))
                XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("Empty.swift")), Data())
            }
        }
        XCTAssertEqual(try run(["--quiet", "."]).status, 1, "later runs lint as before")
    }

    func testABaselineWrittenThroughALinkUpdatesWhatItLeadsTo() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("baselines/current.json", "{}\n")
        XCTAssertEqual(symlink("baselines/current.json", root.appendingPathComponent("baseline.json").path), 0)
        XCTAssertEqual(try run(["--quiet", "--write-baseline", "baseline.json", "Uploader.swift"]).status, 0)
        var status = stat()
        XCTAssertEqual(lstat(root.appendingPathComponent("baseline.json").path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFLNK, "the link was replaced")
        let written = try String(contentsOf: root.appendingPathComponent("baselines/current.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("missing-end-in-expiration-handler"), written)
    }

    /// The baseline's temporary file had a predictable name (`<name>.tmp-<pid>`, and CI's PIDs are
    /// predictable) and was opened through links: a repository shipping such a link had the
    /// baseline written into the file it led to, and the baseline's path became that link.
    func testABaselineIsNeverWrittenThroughAPlantedTemporaryFile() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("victim.txt", "keep\n")
        // `exec` keeps the shell's PID, `$$`, for the tool.
        let planted = "ln -s victim.txt baseline.json.tmp-$$ && exec \"$0\" \"$@\""
        let result = try run(["--quiet", "--write-baseline", "baseline.json", "Uploader.swift"], shell: planted)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("victim.txt"), encoding: .utf8), "keep\n")
        var status = stat()
        XCTAssertEqual(lstat(root.appendingPathComponent("baseline.json").path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFREG, "the baseline became the planted link")
        let written = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(written.contains("missing-end-in-expiration-handler"), written)
    }

    /// The guard against writing over a source looked at the name given alone: a link
    /// (`report.txt` → `keep.swift`), a hard link to a linted file, or the run's own
    /// configuration, baseline or file list named as the report were overwritten.
    func testAReportOrBaselineIsNeverWrittenOverWhatTheRunReads() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("keep.swift", "let kept = 1\n")
        try write("c.json", "{\"version\": 1}\n")
        try write("list", "Uploader.swift\n")
        try write("previous.txt", "an old report\n")
        XCTAssertEqual(try run(["--quiet", "--write-baseline", "bl.json", "Uploader.swift"]).status, 0)
        XCTAssertEqual(symlink("keep.swift", root.appendingPathComponent("report.txt").path), 0)
        XCTAssertEqual(link(root.appendingPathComponent("Uploader.swift").path,
                            root.appendingPathComponent("report.log").path), 0)
        let refused: [(arguments: [String], path: String)] = [
            (["--output", "report.txt", "Uploader.swift"], "report.txt"),
            (["--write-baseline", "report.txt", "Uploader.swift"], "report.txt"),
            (["--output", "report.log", "Uploader.swift"], "report.log"),
            (["--output", "report.log", "."], "report.log"),
            (["--write-baseline", "report.log", "."], "report.log"),
            (["--baseline", "bl.json", "--output", "bl.json", "Uploader.swift"], "bl.json"),
            (["--config", "c.json", "--output", "c.json", "Uploader.swift"], "c.json"),
            (["--files-from", "list", "--output", "list"], "list"),
            (["--write-baseline", "previous.txt", "--output", "previous.txt", "Uploader.swift"], "previous.txt"),
            (["--write-baseline", "new.txt", "--output", "./new.txt", "Uploader.swift"], "./new.txt"),
            (["--write-baseline", "bl.json", "--baseline", "bl.json", "Uploader.swift"], "bl.json"),
        ]
        let names = ["Uploader.swift", "keep.swift", "c.json", "list", "previous.txt", "bl.json"]
        let before = try names.map { try Data(contentsOf: root.appendingPathComponent($0)) }
        for (arguments, path) in refused {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("bgtask-lint: error: \(path): "), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("refusing"), "\(arguments): \(result.stderr)")
            let after = try names.map { try Data(contentsOf: root.appendingPathComponent($0)) }
            XCTAssertEqual(after, before, "\(arguments) wrote over a file the run reads")
            XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("new.txt").path))
        }
        // A device is written to, not over: it is no file the run could lose.
        XCTAssertEqual(try run(["--quiet", "--files-from", "/dev/null", "--output", "/dev/null"]).status, 0)
        // An earlier report is still replaced, as before.
        XCTAssertEqual(try run(["--quiet", "--output", "previous.txt", "Uploader.swift"]).status, 1)
        let report = try String(contentsOf: root.appendingPathComponent("previous.txt"), encoding: .utf8)
        XCTAssertEqual(report, "Uploader.swift:\(Self.missingEndLine)\n")
    }

    func testARevisionThatLooksLikeAnOptionNeverReachesGit() throws {
        try XCTSkipIf(try gitStatus(["init", "-q"]) != 0, "git is not available")
        try write("Clean.swift", "let answer = 42\n")
        let planted = root.appendingPathComponent("planted.txt").path
        let result = try run(["--changed-since", "--output=\(planted)", "."])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is not a revision"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: planted), "git wrote a file it was handed as a revision")
    }

    /// A report nobody received is no pass: stdout on a full device fails the run.
    func testAReportThatCannotBeWrittenToStdoutFailsTheRun() throws {
        guard let executable = Self.executable, let full = FileHandle(forWritingAtPath: "/dev/full") else {
            throw XCTSkip("no /dev/full here")
        }
        try write("Uploader.swift", Self.missingEnd)
        for arguments in [["Uploader.swift"], ["--list-rules"]] {
            let errors = Pipe()
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = root
            process.standardOutput = full
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 2, "\(arguments)")
            XCTAssertTrue(stderr.contains("cannot write to standard output"), stderr)
        }
    }

    /// A closed stdout was replaced by `/dev/null`: the report vanished with exit 1, and
    /// `--list-rules` passed. Like a full disk, it now fails a run that has something to print.
    func testAClosedStdoutFailsARunThatHasSomethingToPrint() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("Clean.swift", "let answer = 42\n")
        let closedStdout = "exec \"$0\" \"$@\" >&-"
        for arguments in [["--quiet", "Uploader.swift"], ["--list-rules"], ["--print-config", "Clean.swift"],
                          ["--quiet", "--format", "json", "Clean.swift"]] {
            let result = try run(arguments, shell: closedStdout)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "bgtask-lint: error: cannot write to standard output: it is closed\n",
                           "\(arguments)")
        }
        // Nothing to print: the run passes or fails on its findings alone.
        XCTAssertEqual(try run(["--quiet", "Clean.swift"], shell: closedStdout).status, 0)
        let toFile = try run(["--quiet", "--output", "report.txt", "Uploader.swift"], shell: closedStdout)
        XCTAssertEqual(toFile.status, 1, toFile.stderr)
        let report = try String(contentsOf: root.appendingPathComponent("report.txt"), encoding: .utf8)
        XCTAssertEqual(report, "Uploader.swift:\(Self.missingEndLine)\n")
    }

    /// Errors quote what the tool was given (here a configuration's key): an escape sequence in
    /// it reaches the terminal escaped, never raw.
    func testErrorsQuotingAConfigurationNeverCarryRawControlCharacters() throws {
        try write("Clean.swift", "let answer = 42\n")
        try write("evil.json", "{\"version\": 1, \"\\u001b]0;owned\\u0007\": 1}")
        let result = try run(["--config", "evil.json", "Clean.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(result.stderrData.contains(0x1B), result.stderr)
        XCTAssertTrue(result.stderr.contains("\\u{1b}]0;owned\\u{7}"), result.stderr)
    }
}
