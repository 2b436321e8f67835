import Foundation
import XCTest

/// What the integration tests (pre-commit, SwiftPM plugins) share: a snapshot of this package
/// they can build without touching the working tree, external commands run with a deadline,
/// and the rule that a missing tool skips the test locally but fails it on CI.
enum Integration {
    /// The package's root folder (`Tests/BGTaskLintTests/` is two levels below it).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this is a CI run, where a missing tool is a failure, not a reason to skip.
    static var isCI: Bool {
        ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
    }

    /// A fresh temporary folder, with a `tmp` folder inside for the commands' own temporary
    /// files (SwiftPM leaves lock files there); the caller removes it.
    static func temporaryFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("tmp"),
                                                withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    /// The environment that sends a command's temporary files into `root`'s `tmp` folder.
    static func environment(in root: URL) -> [String: String] {
        ["TMPDIR": root.appendingPathComponent("tmp").path]
    }

    /// Copies the package's current tree to `destination`, leaving out build folders and git:
    /// the working tree is what is tested, and it may change while the test runs.
    static func copyPackage(to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        let skipped: Set<String> = [".git", ".swiftpm", "DerivedData"]
        for name in try manager.contentsOfDirectory(atPath: packageRoot.path)
        where !skipped.contains(name) && !name.hasPrefix(".build") {
            try manager.copyItem(at: packageRoot.appendingPathComponent(name),
                                 to: destination.appendingPathComponent(name))
        }
    }

    /// The executable `name` on PATH, if any.
    static func which(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `name` on PATH; when it is missing, skips the test, or fails it on CI.
    static func require(_ name: String, install: String) throws -> URL {
        if let url = which(name) { return url }
        let message = "'\(name)' is not on PATH (\(install))"
        if isCI { throw Missing(description: "\(message); CI (CI is set) must run this test") }
        throw XCTSkip(message)
    }

    /// A tool CI needs is missing: thrown, so that the test fails instead of skipping.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// A finished external command: its exit status and its stdout and stderr, interleaved.
    struct Run {
        var status: Int32
        var output: String
        var lines: [Substring] { output.split(separator: "\n") }
    }

    /// Runs `executable` in `directory` with the environment minus git's own variables (a test
    /// run from inside a git hook must not act on the outer repository). Output goes to a file,
    /// so a large output cannot block; a run that outlives `timeout` is killed and fails.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                    environment extra: [String: String] = [:], timeout: TimeInterval,
                    file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("bgtask-lint-run-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        environment.merge(extra) { _, new in new }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try runToCompletion(process, within: timeout, poll: 0.1, file: file, line: line)
        try handle.close()
        let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return Run(status: process.terminationStatus, output: output)
    }

    /// Starts `process` and waits for it; one that outlives `timeout` is killed and fails the
    /// test (a hang is a bug: FIFOs, symlink loops, a stuck hook).
    static func runToCompletion(_ process: Process, within timeout: TimeInterval, poll: TimeInterval,
                                file: StaticString, line: UInt) throws {
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: poll)
        }
        if process.isRunning {
            process.terminate()
            let name = process.executableURL?.lastPathComponent ?? "process"
            XCTFail("\(name) \(process.arguments ?? []) did not finish within \(Int(timeout)) s", file: file, line: line)
        }
        process.waitUntilExit()
    }

    /// Writes `text` to `relative` under `root`, creating folders on the way.
    static func write(_ text: String, to relative: String, in root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
