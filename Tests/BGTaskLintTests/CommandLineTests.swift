import Foundation
import XCTest
@testable import BGTaskLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// End-to-end tests: the built `bgtask-lint` executable, run as a subprocess on temporary
/// folders, checked on its stdout, stderr and exit status exactly as a user or a CI script sees them.
final class CommandLineTests: XCTestCase {
    // MARK: - Sample sources

    /// The expiration handler never ends the task: an error at the `beginBackgroundTask` token (5:39).
    static let missingEnd = """
        import UIKit
        final class Uploader {
            private var taskID: UIBackgroundTaskIdentifier = .invalid
            func start() {
                taskID = UIApplication.shared.beginBackgroundTask {
                    print("expired")
                }
            }
            func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
        }

        """
    static let missingEndLine = "5:39: error: expiration handler never calls 'endBackgroundTask(_:)'; end the task in the handler, "
        + "or the system kills the app when time runs out [missing-end-in-expiration-handler]"

    /// The normal path ends the task without resetting the identifier: a warning at 12:30.
    static let missingReset = """
        import UIKit
        final class Sync {
            private var taskID: UIBackgroundTaskIdentifier = .invalid
            func start() {
                taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                    guard let self else { return }
                    UIApplication.shared.endBackgroundTask(self.taskID)
                    self.taskID = .invalid
                }
            }
            func done() {
                UIApplication.shared.endBackgroundTask(taskID)
            }
        }

        """
    static let missingResetLine = "12:30: warning: 'taskID' is not reset to '.invalid' after 'endBackgroundTask(_:)'; "
        + "set it to '.invalid' so the task cannot be ended twice [missing-invalid-reset]"

    /// The handler calls a helper doing network work: a warning with a note at the helper's work.
    /// (`streakSaved()` ends the task on the normal path: a helper only the handler calls would not.)
    static let longWorkWithNote = """
        import UIKit
        final class StreakTracker {
            private var streakTaskID: UIBackgroundTaskIdentifier = .invalid
            private let streakURL = URL(string: "https://api.example.com/streak")!
            func recordStreak() {
                streakTaskID = UIApplication.shared.beginBackgroundTask(withName: "Streak") { [weak self] in
                    self?.sendLastStreakPing()
                    self?.endStreakTask()
                }
            }
            private func sendLastStreakPing() {
                URLSession.shared.dataTask(with: streakURL).resume()
            }
            func streakSaved() {
                endStreakTask()
            }
            private func endStreakTask() {
                UIApplication.shared.endBackgroundTask(streakTaskID)
                streakTaskID = .invalid
            }
        }

        """

    /// Correct use: no findings.
    static let clean = """
        import UIKit
        final class Writer {
            private var taskID: UIBackgroundTaskIdentifier = .invalid
            func write() {
                taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                    guard let self else { return }
                    UIApplication.shared.endBackgroundTask(self.taskID)
                    self.taskID = .invalid
                }
            }
            func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
        }

        """

    /// Both an error (6:39) and a warning (18:30) in one file, for rule selection.
    static let errorAndWarning = """
        import UIKit
        final class Both {
            private var taskID: UIBackgroundTaskIdentifier = .invalid
            private var otherID: UIBackgroundTaskIdentifier = .invalid
            func start() {
                taskID = UIApplication.shared.beginBackgroundTask {
                    print("expired")
                }
                otherID = UIApplication.shared.beginBackgroundTask { [weak self] in
                    guard let self else { return }
                    UIApplication.shared.endBackgroundTask(self.otherID)
                    self.otherID = .invalid
                }
            }
            func done() {
                UIApplication.shared.endBackgroundTask(taskID)
                taskID = .invalid
                UIApplication.shared.endBackgroundTask(otherID)
            }
        }

        """

    // MARK: - Running the executable

    struct Run {
        var status: Int32
        var stdoutData: Data
        var stderrData: Data
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        var stderr: String { String(decoding: stderrData, as: UTF8.self) }
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
    }

    /// The executable sits next to the test bundle (macOS: `…/debug/X.xctest`, Linux: the
    /// `.xctest` file in `…/debug`); the package's `.build/debug` is the last resort.
    static let executable: URL? = {
        let manager = FileManager.default
        let bundle = Bundle(for: CommandLineTests.self).bundleURL
        var candidates = [
            bundle.deletingLastPathComponent().appendingPathComponent("bgtask-lint"),
            bundle.appendingPathComponent("bgtask-lint"),
        ]
        if let main = Bundle.main.executableURL {
            candidates.append(main.deletingLastPathComponent().appendingPathComponent("bgtask-lint"))
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/bgtask-lint"))
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
                && !isDirectory.boolValue && manager.isExecutableFile(atPath: candidate.path)
        }
    }()

    var root: URL!

    /// The executable must come from the same build as the tests, not a stale `.build`.
    func testExecutableComesFromThisBuild() throws {
        let executable = try XCTUnwrap(Self.executable, "bgtask-lint executable not found")
        // macOS: the bundle is a folder inside the products folder; Linux: the bundle URL is it.
        let bundle = Bundle(for: CommandLineTests.self).bundleURL
        let products = [bundle.deletingLastPathComponent(), bundle].map { $0.resolvingSymlinksInPath().path }
        XCTAssertTrue(products.contains(executable.deletingLastPathComponent().resolvingSymlinksInPath().path),
                      "\(executable.path) is not in \(products)")
    }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("bgtask-lint-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        guard let root else { return }
        // Give write permission back (the read-only test takes it away) so the tree can go.
        if let enumerator = FileManager.default.enumerator(atPath: root.path) {
            for case let relative as String in enumerator {
                let path = root.appendingPathComponent(relative).path
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    chmod(path, 0o755)
                }
            }
        }
        chmod(root.path, 0o755)
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs the tool with `arguments` in `directory` (the temporary root by default). Output goes
    /// to files, not pipes, so a large output can never deadlock; a run that outlives `timeout`
    /// is killed and fails the test (a hang is a bug: FIFOs, symlink loops). `shell`: a script
    /// run by `/bin/sh` with the tool as `$0` and `arguments` as `$@`, to set up what a Process
    /// cannot (a closed stdout, a file named after the tool's PID `$$` once it `exec`s).
    /// `environment`: variables set on top of the test process's own.
    func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 30, stdin: Data? = nil,
             shell: String? = nil, environment: [String: String] = [:],
             file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        guard let executable = Self.executable else {
            throw HarnessError(description: "bgtask-lint executable not found; build it with `swift build --build-tests`")
        }
        let outputs = FileManager.default.temporaryDirectory
            .appendingPathComponent("bgtask-lint-cli-output-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let stdoutURL = outputs.appendingPathComponent("stdout")
        let stderrURL = outputs.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)

        let process = Process()
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell, executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? root
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        if let stdin {
            let stdinURL = outputs.appendingPathComponent("stdin")
            try stdin.write(to: stdinURL)
            process.standardInput = try FileHandle(forReadingFrom: stdinURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        try Integration.runToCompletion(process, within: timeout, poll: 0.01, file: file, line: line)
        try stdoutHandle.close()
        try stderrHandle.close()
        return Run(status: process.terminationStatus,
                   stdoutData: try Data(contentsOf: stdoutURL),
                   stderrData: try Data(contentsOf: stderrURL))
    }

    /// Writes `text` (or `bytes`) at `relative` under the root, creating folders on the way.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    /// The summary line; `unreadable`: files named that could not be read (said only when some).
    func summary(errors: Int, warnings: Int, files: Int, checked: Int, unreadable: Int = 0) -> String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file")); "
            + "\(plural(checked, "file")) checked" + (unreadable > 0 ? "; \(plural(unreadable, "file")) could not be read" : "")
            + "\n"
    }

    // MARK: - Output format

    func testErrorLineFormatSummaryAndExitCode() throws {
        try write("Uploader.swift", Self.missingEnd)
        let result = try run(["Uploader.swift"])
        XCTAssertEqual(result.stdout, "Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        XCTAssertEqual(result.status, 1, "an error fails the run")
    }

    func testColumnsCountUTF8BytesNotCharacters() throws {
        // `café` is 4 characters but 5 UTF-8 bytes, and it sits before the call on the same line.
        let source = Self.missingEnd.replacingOccurrences(
            of: "        taskID = UIApplication.shared.beginBackgroundTask {",
            with: "        let café = 1; taskID = UIApplication.shared.beginBackgroundTask {")
        let prefix = "        let café = 1; taskID = UIApplication.shared."
        XCTAssertEqual(prefix.utf8.count, 53)
        XCTAssertEqual(prefix.count, 52)
        try write("Cafe.swift", source)
        let result = try run(["Cafe.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutLines.count, 1)
        XCTAssertTrue(result.stdout.hasPrefix("Cafe.swift:5:54: error: "), result.stdout)
    }

    func testWarningPrefixPassesWithoutStrictAndFailsWithStrict() throws {
        try write("Sync.swift", Self.missingReset)
        let plain = try run(["Sync.swift"])
        XCTAssertEqual(plain.stdout, "Sync.swift:\(Self.missingResetLine)\n")
        XCTAssertEqual(plain.stderr, summary(errors: 0, warnings: 1, files: 1, checked: 1))
        XCTAssertEqual(plain.status, 0, "warnings alone do not fail the run")

        let strict = try run(["--strict", "Sync.swift"])
        XCTAssertEqual(strict.stdout, plain.stdout)
        XCTAssertEqual(strict.status, 1, "--strict makes warnings fail the run")
    }

    func testNoteLinesFollowTheirDiagnostic() throws {
        try write("Streak.swift", Self.longWorkWithNote)
        let result = try run(["Streak.swift"])
        XCTAssertEqual(result.stdoutLines, [
            "Streak.swift:7:19: warning: expiration handler calls 'sendLastStreakPing', which starts a network request "
                + "('dataTask'); the handler has about a second: do only atomic work and end the task "
                + "[long-work-in-expiration-handler]",
            "Streak.swift:12:27: note: long work in 'sendLastStreakPing' happens here",
        ])
        XCTAssertEqual(result.stderr, summary(errors: 0, warnings: 1, files: 1, checked: 1), "notes are not counted")
        XCTAssertEqual(result.status, 0)
    }

    func testCleanFileExitsZeroWithNoOutput() throws {
        try write("Writer.swift", Self.clean)
        let result = try run(["Writer.swift"])
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, summary(errors: 0, warnings: 0, files: 0, checked: 1))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try run(["--strict", "Writer.swift"]).status, 0)
    }

    func testOutputIsSortedByFileLineColumnAndDeterministic() throws {
        try write("b.swift", Self.errorAndWarning)
        try write("a.swift", Self.missingReset)
        try write("sub/c.swift", Self.missingEnd + Self.missingReset.replacingOccurrences(of: "Sync", with: "Sync2"))
        try write("a b.swift", Self.missingEnd)
        let first = try run(["."])
        XCTAssertEqual(first.status, 1)
        let locations = first.stdoutLines.map { line -> (String, Int, Int) in
            let parts = line.split(separator: ":", maxSplits: 3).map(String.init)
            return (parts[0], Int(parts[1]) ?? -1, Int(parts[2]) ?? -1)
        }
        XCTAssertEqual(locations.map(\.0), ["./a b.swift", "./a.swift", "./b.swift", "./b.swift", "./sub/c.swift", "./sub/c.swift"])
        for (earlier, later) in zip(locations, locations.dropFirst()) {
            XCTAssertTrue((earlier.0, earlier.1, earlier.2) < (later.0, later.1, later.2), "\(earlier) before \(later)")
        }
        XCTAssertEqual(locations.map { "\($0.1):\($0.2)" }, ["5:39", "12:30", "6:39", "18:30", "5:39", "22:30"])
        for _ in 0..<5 {
            let again = try run(["."])
            XCTAssertEqual(again.stdoutData, first.stdoutData, "output must not depend on scheduling")
            XCTAssertEqual(again.stderrData, first.stderrData)
        }
        // The order files are named in does not matter either.
        let forward = try run(["a.swift", "b.swift", "sub/c.swift"])
        let backward = try run(["sub/c.swift", "b.swift", "a.swift"])
        XCTAssertEqual(forward.stdout, backward.stdout)
        XCTAssertTrue(forward.stdout.hasPrefix("a.swift:12:30: warning: "), forward.stdout)
    }

    func testQuietDropsTheSummaryOnly() throws {
        try write("Uploader.swift", Self.missingEnd)
        for flag in ["--quiet", "-q"] {
            let result = try run([flag, "Uploader.swift"])
            XCTAssertEqual(result.stderr, "", flag)
            XCTAssertEqual(result.stdout, "Uploader.swift:\(Self.missingEndLine)\n", flag)
            XCTAssertEqual(result.status, 1, flag)
        }
        // Errors about paths are not part of the summary: --quiet keeps them.
        let missing = try run(["--quiet", "missing.swift"])
        XCTAssertEqual(missing.stderr, "bgtask-lint: error: missing.swift: no such file or directory\n")
        XCTAssertEqual(missing.status, 2)
    }

    // MARK: - Options

    func testEnableAndDisableSelectRules() throws {
        try write("Both.swift", Self.errorAndWarning)
        let all = try run(["Both.swift"])
        XCTAssertEqual(all.stdoutLines.count, 2)
        XCTAssertEqual(all.status, 1)

        let onlyReset = try run(["--enable", "missing-invalid-reset", "Both.swift"])
        XCTAssertEqual(onlyReset.stdoutLines.count, 1)
        XCTAssertTrue(onlyReset.stdout.contains("[missing-invalid-reset]"), onlyReset.stdout)
        XCTAssertEqual(onlyReset.status, 0, "the warning left does not fail the run")

        let inline = try run(["--enable=missing-invalid-reset", "Both.swift"])
        XCTAssertEqual(inline.stdout, onlyReset.stdout, "--enable=x and --enable x mean the same")

        let withoutReset = try run(["--disable", "missing-invalid-reset", "Both.swift"])
        XCTAssertEqual(withoutReset.stdoutLines.count, 1)
        XCTAssertTrue(withoutReset.stdout.contains("[missing-end-in-expiration-handler]"), withoutReset.stdout)
        XCTAssertEqual(withoutReset.status, 1)

        let both = try run(["--enable", "missing-invalid-reset,missing-end-in-expiration-handler", "Both.swift"])
        XCTAssertEqual(both.stdout, all.stdout)

        let none = try run(["--enable", "missing-invalid-reset", "--disable", "missing-invalid-reset", "Both.swift"])
        XCTAssertEqual(none.stdout, "")
        XCTAssertEqual(none.status, 0)
    }

    func testUnknownRuleIsAUsageError() throws {
        try write("Uploader.swift", Self.missingEnd)
        for arguments in [["--enable", "no-such-rule", "Uploader.swift"],
                          ["--disable=missing-invalid-reset,no-such-rule", "Uploader.swift"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "nothing is linted after a usage error")
            XCTAssertTrue(result.stderr.hasPrefix("bgtask-lint: error: unknown rule 'no-such-rule'"), result.stderr)
            XCTAssertTrue(result.stderr.contains("--list-rules"), result.stderr)
        }
    }

    func testUnknownOptionIsAUsageError() throws {
        try write("Uploader.swift", Self.missingEnd)
        let result = try run(["--bogus", "Uploader.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "bgtask-lint: error: unknown option '--bogus'\n\(CommandLineOptions.usage)\n")

        let missingValue = try run(["Uploader.swift", "--enable"])
        XCTAssertEqual(missingValue.status, 2)
        XCTAssertTrue(missingValue.stderr.hasPrefix("bgtask-lint: error: --enable needs a value\n"), missingValue.stderr)

        // A flag given a value must not quietly mean the flag: `--strict=false` is not strict.
        let flagValue = try run(["--strict=false", "Uploader.swift"])
        XCTAssertEqual(flagValue.status, 2)
        XCTAssertTrue(flagValue.stderr.hasPrefix("bgtask-lint: error: --strict does not take a value\n"), flagValue.stderr)
    }

    func testListRules() throws {
        let result = try run(["--list-rules"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        let expected = RuleRegistry.all.map { rule in
            "\(rule.metadata.id) (\(rule.metadata.severity.rawValue)): \(rule.metadata.summary)"
        }
        XCTAssertEqual(result.stdoutLines, expected)
        XCTAssertTrue(result.stdoutLines.contains { $0.hasPrefix("missing-end-in-expiration-handler (error): ") })
        XCTAssertTrue(result.stdoutLines.contains { $0.hasPrefix("missing-invalid-reset (warning): ") })
    }

    func testVersionAndHelp() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.stdout, "bgtask-lint \(Command.version)\n")
        XCTAssertEqual(version.stderr, "")
        XCTAssertEqual(version.status, 0)

        for flag in ["--help", "-h"] {
            let help = try run([flag])
            XCTAssertEqual(help.stdout, CommandLineOptions.usage + "\n", flag)
            XCTAssertEqual(help.stderr, "", flag)
            XCTAssertEqual(help.status, 0, flag)
        }
        XCTAssertTrue(CommandLineOptions.usage.contains("USAGE: bgtask-lint"))
    }

    // MARK: - Paths

    func testDefaultPathIsTheCurrentFolder() throws {
        try write("project/Sources/Uploader.swift", Self.missingEnd)
        let result = try run([], in: root.appendingPathComponent("project"))
        XCTAssertEqual(result.stdout, "./Sources/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try run(["."], in: root.appendingPathComponent("project")).stdout, result.stdout)
    }

    func testFolderWalkSkipsBuildDependencyAndHiddenFolders() throws {
        try write("app/Sources/Uploader.swift", Self.missingEnd)
        try write("app/Sources/Notes.txt", Self.missingEnd)
        try write("app/Sources/Uploader.swift.orig", Self.missingEnd)
        for skipped in [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", ".hidden",
                        "Sources/.cache", "Sources/Pods"] {
            try write("app/\(skipped)/Skipped.swift", Self.missingEnd)
        }
        // A hidden *file* is still Swift source; only hidden folders are skipped.
        try write("app/Sources/.Hidden.swift", Self.clean)
        let result = try run(["app"])
        XCTAssertEqual(result.stdout, "app/Sources/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 2))
        XCTAssertEqual(result.status, 1)

        // A file named on the command line is linted even inside a skipped folder.
        let named = try run(["app/Pods/Skipped.swift"])
        XCTAssertEqual(named.stdout, "app/Pods/Skipped.swift:\(Self.missingEndLine)\n")
    }

    func testMissingPathIsAnErrorButTheRunGoesOn() throws {
        try write("Uploader.swift", Self.missingEnd)
        try write("Writer.swift", Self.clean)
        let result = try run(["missing.swift", "Uploader.swift", "no/such/folder", "Writer.swift"])
        XCTAssertEqual(result.stdout, "Uploader.swift:\(Self.missingEndLine)\n", "the other files are still linted")
        XCTAssertEqual(result.stderr,
                       "bgtask-lint: error: missing.swift: no such file or directory\n"
                       + "bgtask-lint: error: no/such/folder: no such file or directory\n"
                       + summary(errors: 1, warnings: 0, files: 1, checked: 2, unreadable: 2))
        XCTAssertEqual(result.status, 2, "a missing path beats findings")

        // Even with only clean files left, a missing path fails the run.
        XCTAssertEqual(try run(["missing.swift", "Writer.swift"]).status, 2)
    }

    func testInvalidUTF8FileIsReported() throws {
        try write("Broken.swift", bytes: Array("let x = 1".utf8) + [0xFF] + Array("\n".utf8))
        try write("Uploader.swift", Self.missingEnd)
        let result = try run(["Broken.swift", "Uploader.swift"])
        XCTAssertEqual(result.stdout, "Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(result.stderr, "bgtask-lint: error: Broken.swift: invalid UTF-8 at byte 9\n"
                       + summary(errors: 1, warnings: 0, files: 1, checked: 1, unreadable: 1))
        XCTAssertEqual(result.status, 2)
    }

    /// NULs in valid text are read as spaces, as swiftc reads them (warning, compiling on): a
    /// file padded with NULs is linted, and gives what it gives with spaces, whether read from
    /// disk, read again for the index, or sent on stdin. A warning names it; the run does not fail.
    func testNULBytesInTextAreReadAsSpaces() throws {
        let padded = Array(Self.missingEnd.utf8) + [UInt8](repeating: 0, count: 300)
        let spaced = Array(Self.missingEnd.utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 300)
        let inside = Array(Self.missingEnd.utf8).map { $0 == UInt8(ascii: " ") ? 0 : $0 }
        try write("nul/Padded.swift", bytes: padded)
        try write("nul/Inside.swift", bytes: inside)
        try write("spaces/Padded.swift", bytes: spaced)
        try write("spaces/Inside.swift", bytes: Array(Self.missingEnd.utf8))
        let withNULs = try run(["nul"])
        let withSpaces = try run(["spaces"])
        XCTAssertEqual(withNULs.stdout, withSpaces.stdout.replacingOccurrences(of: "spaces/", with: "nul/"))
        XCTAssertFalse(withNULs.stdout.isEmpty)
        XCTAssertEqual(withNULs.status, withSpaces.status)
        let inputs = inside.filter { $0 == 0 }.count
        XCTAssertEqual(withNULs.stderr.split(separator: "\n").filter { $0.hasPrefix("bgtask-lint: warning") }, [
            "bgtask-lint: warning: nul/Inside.swift: \(inputs) NUL bytes read as spaces, as swiftc reads them",
            "bgtask-lint: warning: nul/Padded.swift: 300 NUL bytes read as spaces, as swiftc reads them",
        ])
        let piped = try run(["--stdin-path", "nul/Inside.swift"], stdin: Data(inside))
        XCTAssertEqual(piped.stdout, withNULs.stdout.split(separator: "\n").filter { $0.hasPrefix("nul/Inside.swift") }
            .map { $0 + "\n" }.joined())
        XCTAssertTrue(piped.stderr.contains("bgtask-lint: warning: nul/Inside.swift: \(inputs) NUL bytes read as spaces"))
    }

    /// A file that cannot be read (a git-crypt file is binary: NULs and malformed UTF-8) is
    /// counted in the summary: "1 file checked" alone read as a clean run of fewer files.
    func testFileWithNULBytesIsReportedAsBinary() throws {
        try write("dir/Binary.swift", bytes: Array("\0GITCRYPT\0".utf8) + [0x8F, 0xFF, 0x00, 0x02])
        try write("dir/Writer.swift", Self.clean)
        let result = try run(["dir"])
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "bgtask-lint: error: dir/Binary.swift: not a text file (NUL bytes and invalid UTF-8)\n"
                       + summary(errors: 0, warnings: 0, files: 0, checked: 1, unreadable: 1))
        XCTAssertEqual(result.status, 2)
        let missing = try run(["dir/Writer.swift", "dir/Missing.swift", "dir/Binary.swift"])
        XCTAssertEqual(missing.stderr.split(separator: "\n").last.map { String($0) + "\n" },
                       summary(errors: 0, warnings: 0, files: 0, checked: 1, unreadable: 2))
        XCTAssertEqual(missing.status, 2)
    }

    func testEmptyFileIsClean() throws {
        try write("Empty.swift", bytes: [])
        let result = try run(["Empty.swift"])
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, summary(errors: 0, warnings: 0, files: 0, checked: 1))
        XCTAssertEqual(result.status, 0)
    }

    func testBOMCountsInColumnsOnLineOneOnly() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        // On line 1 the three BOM bytes count, as swiftc counts them: 3 + 40 + 1.
        let oneLine = "let uploadTaskID = UIApplication.shared.beginBackgroundTask { print(\"x\") }\n"
        try write("Line1.swift", bytes: bom + Array(oneLine.utf8))
        // A file-scope identifier also trips the global and never-ended rules: look at one rule.
        let first = try run(["--enable", "missing-end-in-expiration-handler", "Line1.swift"])
        XCTAssertTrue(first.stdout.hasPrefix("Line1.swift:1:44: error: "), first.stdout)
        XCTAssertEqual(first.stdoutLines.count, 1)
        XCTAssertEqual(first.status, 1)

        // On later lines it changes nothing.
        try write("Later.swift", bytes: bom + Array(Self.missingEnd.utf8))
        let later = try run(["Later.swift"])
        XCTAssertEqual(later.stdout, "Later.swift:\(Self.missingEndLine)\n")
    }

    func testCRLFAndCRFilesReportTheSameLinesAsLF() throws {
        try write("lf/Uploader.swift", Self.errorAndWarning)
        try write("crlf/Uploader.swift", Self.errorAndWarning.replacingOccurrences(of: "\n", with: "\r\n"))
        try write("cr/Uploader.swift", Self.errorAndWarning.replacingOccurrences(of: "\n", with: "\r"))
        let lf = try run(["lf"])
        XCTAssertEqual(lf.stdoutLines.count, 2)
        for folder in ["crlf", "cr"] {
            let other = try run([folder])
            XCTAssertEqual(other.stdout.replacingOccurrences(of: "\(folder)/", with: "lf/"), lf.stdout, folder)
            XCTAssertFalse(other.stdout.contains("\r"), folder)
            XCTAssertEqual(other.status, lf.status, folder)
        }
    }

    func testReadOnlyTreeIsNeverWritten() throws {
        try write("tree/Uploader.swift", Self.missingEnd)
        try write("tree/sub/Sync.swift", Self.missingReset)
        try write("tree/sub/Broken.swift", bytes: [0xC0, 0xAF])
        let tree = root.appendingPathComponent("tree")

        func snapshot() throws -> [String: String] {
            var entries: [String: String] = [:]
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: tree.path))
            for case let relative as String in enumerator {
                let path = tree.appendingPathComponent(relative).path
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
                let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
                let contents = FileManager.default.contents(atPath: path).map { $0.base64EncodedString() } ?? "<folder>"
                entries[relative] = "\(modified) \(size) \(contents)"
            }
            return entries
        }

        let before = try snapshot()
        let folders = [tree.path, tree.appendingPathComponent("sub").path]
        for file in ["Uploader.swift", "sub/Sync.swift", "sub/Broken.swift"] {
            chmod(tree.appendingPathComponent(file).path, 0o444)
        }
        for folder in folders.reversed() { chmod(folder, 0o555) }
        defer { for folder in folders { chmod(folder, 0o755) } }

        let result = try run(["tree"])
        XCTAssertEqual(result.stdoutLines.count, 2)
        XCTAssertEqual(result.status, 2, "Broken.swift is not UTF-8")
        let afterReadOnly = try run(["--strict", "tree"], in: tree)
        XCTAssertEqual(afterReadOnly.status, 2)

        for folder in folders { chmod(folder, 0o755) }
        XCTAssertEqual(try snapshot(), before, "the tool must never create, change or touch files")
    }

    func testDirectorySymlinkLoopTerminates() throws {
        try write("src/sub/Uploader.swift", Self.missingEnd)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("src/sub/parent").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("src/sub/self").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("src/Looks.swift").path, withDestinationPath: "sub")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("src/Dangling.swift").path,
                                       withDestinationPath: "nowhere.swift")
        let result = try run(["src"], timeout: 20)
        XCTAssertEqual(result.stdout, "src/sub/Uploader.swift:\(Self.missingEndLine)\n", "each file once, links to folders not followed")
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        XCTAssertEqual(result.status, 1)
    }

    func testSymlinkToSwiftFileIsFollowed() throws {
        try write("real/Uploader.swift", Self.missingEnd)
        try write("src/Writer.swift", Self.clean)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("src/Link.swift").path,
                                                   withDestinationPath: "../real/Uploader.swift")
        let result = try run(["src"])
        XCTAssertEqual(result.stdout, "src/Link.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(result.status, 1)
    }

    func testFIFOsAreNeverRead() throws {
        try write("src/Uploader.swift", Self.missingEnd)
        let fifo = root.appendingPathComponent("src/x.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0, "mkfifo failed")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("src/link.swift").path,
                                                   withDestinationPath: "x.swift")

        // Inside a folder: skipped, no hang, no error.
        let walked = try run(["src"], timeout: 20)
        XCTAssertEqual(walked.stdout, "src/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(walked.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        XCTAssertEqual(walked.status, 1)

        // Named on the command line: an error, still no hang (reading would wait for a writer).
        let named = try run(["src/x.swift", "src/Uploader.swift"], timeout: 20)
        XCTAssertEqual(named.stdout, "src/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertTrue(named.stderr.hasPrefix("bgtask-lint: error: src/x.swift: not a regular file\n"), named.stderr)
        XCTAssertEqual(named.status, 2)
    }

    func testControlCharactersInFileNamesAreEscaped() throws {
        try write("odd/new\nline.swift", Self.missingEnd)
        try write("odd/esc\u{1B}[31m.swift", bytes: [0x00, 0xFF])
        try write("odd/csi\u{9B}2J.swift", Self.missingReset)
        let result = try run(["odd"])
        XCTAssertEqual(result.stdoutLines, [
            "odd/csi\\u{9b}2J.swift:\(Self.missingResetLine)",
            "odd/new\\u{a}line.swift:\(Self.missingEndLine)",
        ])
        XCTAssertEqual(result.stderr, "bgtask-lint: error: odd/esc\\u{1b}[31m.swift: not a text file (NUL bytes and invalid UTF-8)\n"
                       + summary(errors: 1, warnings: 1, files: 2, checked: 2, unreadable: 1))
        XCTAssertEqual(result.status, 2)
        for (name, data) in [("stdout", result.stdoutData), ("stderr", result.stderrData)] {
            let scalars = String(decoding: data, as: UTF8.self).unicodeScalars
            let controls = scalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
            XCTAssertTrue(controls.isEmpty, "raw control characters on \(name): \(controls.map(\.value))")
        }
    }

    func testFileNameThatIsNotUTF8IsReportedNotSkipped() throws {
        let folder = root.appendingPathComponent("names")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // "x\xFFy.swift": a name Foundation cannot represent as a String.
        let name: [UInt8] = Array(folder.path.utf8) + Array("/x".utf8) + [0xFF] + Array("y.swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try XCTSkipIf(descriptor < 0, "the file system refuses names that are not UTF-8")
        _ = Array(Self.missingEnd.utf8).withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try write("names/Writer.swift", Self.clean)

        let result = try run(["names"])
        XCTAssertEqual(result.status, 2, "a Swift file that cannot be read must not be skipped silently")
        XCTAssertTrue(result.stderr.hasPrefix("bgtask-lint: error: names/x\u{FFFD}y.swift: "), result.stderr)
    }

    func testPathsWithSpaces() throws {
        try write("My Project/Some Folder/Up loader.swift", Self.missingEnd)
        let walked = try run(["My Project"])
        XCTAssertEqual(walked.stdout, "My Project/Some Folder/Up loader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(walked.status, 1)
        let named = try run(["My Project/Some Folder/Up loader.swift"])
        XCTAssertEqual(named.stdout, walked.stdout)
    }

    func testUnreadableFileIsReported() throws {
        try XCTSkipIf(getuid() == 0, "root reads files whatever their permissions")
        let url = try write("Secret.swift", Self.missingEnd)
        chmod(url.path, 0o000)
        defer { chmod(url.path, 0o644) }
        let result = try run(["Secret.swift"])
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("bgtask-lint: error: Secret.swift: cannot read file (permission denied)\n"), result.stderr)
        XCTAssertEqual(result.status, 2)
    }
}

/// `write(2)`, named apart from the test helpers called `write`.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
