import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SwiftPM plugins must work in a real package that depends on this one: the build plugin
/// puts our warnings and errors into `swift build`'s output at the right places (an error fails
/// the build), and `swift package bgtask-lint` lints the package's targets. The sample defines
/// its own `UIApplication` stand-in so that it compiles on Linux. Slow, a minute or more for a
/// test that builds: it builds the tool and a sample package in debug, in a temporary folder
/// with its own scratch path.
final class PluginTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Integration.temporaryFolder("bgtask-lint-plugins")
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Sample",
            dependencies: [.package(path: "../bgtask-lint")],
            targets: [
                .executableTarget(
                    name: "App",
                    plugins: [.plugin(name: "BGTaskLintBuildPlugin", package: "bgtask-lint")]
                ),
            ]
        )

        """

    static let shim = """
        // Stand-ins for UIKit, so that the sample compiles on Linux.
        struct UIBackgroundTaskIdentifier: Equatable, Sendable {
            var rawValue: Int
            static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
        }

        final class UIApplication: @unchecked Sendable {
            static let shared = UIApplication()
            func beginBackgroundTask(expirationHandler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
                UIBackgroundTaskIdentifier(rawValue: 1)
            }
            func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
        }

        """

    /// A warning only (line 6, column 13): the build passes and shows it.
    static let uploader = """
        final class Uploader {
            var taskID = UIBackgroundTaskIdentifier.invalid

            func upload() {
                taskID = UIApplication.shared.beginBackgroundTask {
                    self.finish()
                }
                finish()
            }

            func finish() {
                UIApplication.shared.endBackgroundTask(taskID)
                taskID = .invalid
            }
        }

        """

    /// Two errors at line 2, column 30: the build fails.
    static let bad = """
        func sync() {
            _ = UIApplication.shared.beginBackgroundTask()
        }

        """

    /// The build plugin's output file: written (empty, a valid Swift file) only when the run
    /// passes, removed when it fails, so the build system reruns a failed lint.
    func testTouchWritesTheStampOnlyWhenTheRunPasses() throws {
        let executable = try XCTUnwrap(CommandLineTests.executable, "bgtask-lint executable not found")
        let stamp = root.appendingPathComponent("stamp.swift")
        try Integration.write(Self.uploader, to: "Uploader.swift", in: root)
        let passed = try Integration.run(executable, ["--quiet", "--touch", stamp.path, "Uploader.swift"],
                                         in: root, timeout: 60)
        XCTAssertEqual(passed.status, 0, passed.output)
        XCTAssertEqual(try Data(contentsOf: stamp), Data())

        try Integration.write(Self.bad, to: "Bad.swift", in: root)
        let failed = try Integration.run(executable, ["--quiet", "--touch=\(stamp.path)", "Bad.swift"],
                                         in: root, timeout: 60)
        XCTAssertEqual(failed.status, 1, failed.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp.path))
    }

    func testBuildPluginReportsOnTheRightLinesAndCommandPluginLintsTheTargets() throws {
        let sample = try makeSample(manifest: Self.manifest)
        try sample.write(Self.shim, to: "Sources/App/UIKitShim.swift")
        try sample.write(Self.uploader, to: "Sources/App/Uploader.swift")
        try sample.write("Uploader().upload()\n", to: "Sources/App/main.swift")

        // 1. A warning: shown by `swift build` on its line, and the build passes.
        let warned = try sample.swift(["build"], timeout: 1800)
        XCTAssertEqual(warned.status, 0, warned.output)
        XCTAssertTrue(Self.reports(warned, "App/Uploader.swift:6:13", "warning", "strong-self-in-expiration-handler"),
                      warned.output)
        XCTAssertTrue(warned.output.contains("bgtask-lint App"), "the plugin's command ran:\n\(warned.output)")

        // 2. An error in another file: the command plugin reports every finding and fails.
        try sample.write(Self.bad, to: "Sources/App/Bad.swift")
        let command = try sample.swift(["package", "bgtask-lint"])
        XCTAssertNotEqual(command.status, 0, command.output)
        XCTAssertTrue(Self.reports(command, "App/Bad.swift:2:30", "error", "discarded-task-identifier"), command.output)
        XCTAssertTrue(Self.reports(command, "App/Bad.swift:2:30", "error", "missing-expiration-handler"),
                      command.output)
        XCTAssertTrue(Self.reports(command, "App/Uploader.swift:6:13", "warning", "strong-self-in-expiration-handler"),
                      command.output)
        XCTAssertTrue(command.output.contains("error: bgtask-lint found failing issues"), command.output)

        // 3. The same error fails `swift build`, with the diagnostic on its line.
        let failed = try sample.swift(["build"])
        XCTAssertNotEqual(failed.status, 0, failed.output)
        XCTAssertTrue(Self.reports(failed, "App/Bad.swift:2:30", "error", "missing-expiration-handler"), failed.output)
        XCTAssertFalse(failed.output.contains("Build complete!"), failed.output)
    }

    /// A target whose paths together exceed the system's limit on a command line (`ARG_MAX`:
    /// 2 MiB on Linux, 1 MiB on macOS, environment included) failed to start the tool ("Argument
    /// list too long"). Both plugins now hand it a file list. The files are empty but one, and
    /// its error fails the lint, so the target itself (thousands of files) is never compiled.
    func testPluginsLintATargetTooLargeForOneCommandLine() throws {
        let sample = try makeSample(manifest: Self.manifest)
        try sample.write(Self.shim, to: "Sources/App/UIKitShim.swift")
        try sample.write(Self.bad, to: "Sources/App/Bad.swift")
        try sample.write("sync()\n", to: "Sources/App/main.swift")
        let folder = sample.folder.appendingPathComponent("Sources/App", isDirectory: true)
        let padding = String(repeating: "x", count: 200)
        func name(_ index: Int) -> String { String(format: "F%05d-", index) + padding + ".swift" }
        let limit = sysconf(Int32(_SC_ARG_MAX))
        guard limit > 0, limit <= 8 << 20 else { throw XCTSkip("ARG_MAX is \(limit): too large to exceed quickly") }
        // 10 % more paths than fit, counting their bytes alone.
        let count = limit / (folder.path.utf8.count + 1 + name(0).utf8.count + 1) * 11 / 10
        for index in 0..<count {
            try Data().write(to: folder.appendingPathComponent(name(index)))
        }

        let built = try sample.swift(["build"], timeout: 1800)
        XCTAssertNotEqual(built.status, 0, built.output)
        XCTAssertTrue(Self.reports(built, "App/Bad.swift:2:30", "error", "missing-expiration-handler"), built.output)
        XCTAssertFalse(built.output.contains("Argument list too long"), built.output)

        let command = try sample.swift(["package", "bgtask-lint"])
        XCTAssertNotEqual(command.status, 0, command.output)
        XCTAssertTrue(Self.reports(command, "App/Bad.swift:2:30", "error", "missing-expiration-handler"),
                      command.output)
        XCTAssertTrue(command.output.contains("error: bgtask-lint found failing issues"), command.output)
    }

    /// Two targets without the build plugin, each with a finding.
    static let twoTargets = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Sample",
            dependencies: [.package(path: "../bgtask-lint")],
            targets: [
                .executableTarget(name: "App", dependencies: ["Lib"]),
                .target(name: "Lib"),
            ]
        )

        """

    /// The command plugin ran the tool once per target with the same options, so `--output`,
    /// `--write-baseline` and `--touch` kept the last target's result only. It now runs once
    /// over the selected targets' files: one report and one baseline hold every target's.
    func testCommandPluginWritesOneReportAndOneBaselineForTheSelectedTargets() throws {
        let sample = try makeSample(manifest: Self.twoTargets)
        try sample.write(Self.uploader, to: "Sources/App/Uploader.swift")
        try sample.write("Uploader().upload()\n", to: "Sources/App/main.swift")
        try sample.write(Self.bad, to: "Sources/Lib/Bad.swift")
        let report = root.appendingPathComponent("report.json")
        let baseline = root.appendingPathComponent("baseline.json")

        /// The files named under `key` in the JSON file at `url`, as `Target/File.swift`.
        func files(in url: URL, _ list: String, _ key: String) throws -> Set<String> {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let entries = try XCTUnwrap(object[list] as? [[String: Any]], "no \(list) in \(url.lastPathComponent)")
            let paths = entries.compactMap { $0[key] as? String }
            return Set(paths.map { $0.split(separator: "/").suffix(2).joined(separator: "/") })
        }

        let reported = try sample.swift(["package", "bgtask-lint", "--format", "json", "--output", report.path])
        XCTAssertNotEqual(reported.status, 0, reported.output)
        XCTAssertTrue(reported.output.contains("error: bgtask-lint found failing issues"), reported.output)
        XCTAssertEqual(try files(in: report, "diagnostics", "file"), ["App/Uploader.swift", "Lib/Bad.swift"])

        let written = try sample.swift(["package", "bgtask-lint", "--write-baseline", baseline.path])
        XCTAssertEqual(written.status, 0, written.output)
        XCTAssertEqual(try files(in: baseline, "entries", "path"), ["App/Uploader.swift", "Lib/Bad.swift"])
        let known = try sample.swift(["package", "bgtask-lint", "--baseline", baseline.path])
        XCTAssertEqual(known.status, 0, known.output)

        // `--target` still selects: only App's file is linted and reported.
        let selected = try sample.swift(["package", "bgtask-lint", "--target", "App", "--format", "json",
                                         "--output", report.path])
        XCTAssertEqual(selected.status, 0, selected.output)
        XCTAssertEqual(try files(in: report, "diagnostics", "file"), ["App/Uploader.swift"])
    }

    /// The build plugin's run was rerun only when a Swift file changed: after a
    /// `.bgtask-lint.json` made a warning an error, the stamp of the passing run stayed valid and
    /// the build passed. The configurations that can govern the target's files are now inputs
    /// too: here one inside the target, and the one at the package root.
    func testBuildPluginRerunsWhenAConfigurationChanges() throws {
        let sample = try makeSample(manifest: Self.manifest)
        try sample.write(Self.shim, to: "Sources/App/UIKitShim.swift")
        try sample.write(Self.uploader, to: "Sources/App/Background/Uploader.swift")
        try sample.write("Uploader().upload()\n", to: "Sources/App/main.swift")
        let plain = "{ \"version\": 1 }\n"
        let strict = "{ \"version\": 1, \"rules\": { \"strong-self-in-expiration-handler\": \"error\" } }\n"
        try sample.write(plain, to: ".bgtask-lint.json")
        try sample.write(plain, to: "Sources/App/Background/.bgtask-lint.json")
        let location = "App/Background/Uploader.swift:6:13"
        let rule = "strong-self-in-expiration-handler"

        // 1. Passes with the warning.
        let warned = try sample.swift(["build"], timeout: 1800)
        XCTAssertEqual(warned.status, 0, warned.output)
        XCTAssertTrue(Self.reports(warned, location, "warning", rule), warned.output)

        // 2. The configuration inside the target makes it an error: the build fails.
        try sample.write(strict, to: "Sources/App/Background/.bgtask-lint.json")
        let failedInside = try sample.swift(["build"])
        XCTAssertNotEqual(failedInside.status, 0, failedInside.output)
        XCTAssertTrue(Self.reports(failedInside, location, "error", rule), failedInside.output)

        // 3. Without it, the package root's governs. Removed from a target's folder, it is no
        // missing input: SwiftPM plans the build again, and asks the plugin again.
        let inside = sample.folder.appendingPathComponent("Sources/App/Background/.bgtask-lint.json")
        try FileManager.default.removeItem(at: inside)
        let passed = try sample.swift(["build"])
        XCTAssertEqual(passed.status, 0, passed.output)
        XCTAssertTrue(Self.reports(passed, location, "warning", rule), passed.output)

        // 4. The package root's makes it an error after a passing run: the build fails.
        try sample.write(strict, to: ".bgtask-lint.json")
        let failedAtRoot = try sample.swift(["build"])
        XCTAssertNotEqual(failedAtRoot.status, 0, failedAtRoot.output)
        XCTAssertTrue(Self.reports(failedAtRoot, location, "error", rule), failedAtRoot.output)
    }

    // MARK: - Support

    /// A sample package next to a copy of this one, built with its own scratch path.
    struct Sample {
        var folder: URL
        var executable: URL
        var scratch: [String]
        var environment: [String: String]

        func write(_ text: String, to relative: String) throws {
            try Integration.write(text, to: relative, in: folder)
        }

        /// `swift build …` or `swift package … `, with the scratch path after the subcommand.
        func swift(_ arguments: [String], timeout: TimeInterval = 900) throws -> Integration.Run {
            try Integration.run(executable, [arguments[0]] + scratch + arguments.dropFirst(), in: folder,
                                environment: environment, timeout: timeout)
        }
    }

    private func makeSample(manifest: String) throws -> Sample {
        let swift = try Integration.require("swift", install: "a Swift toolchain")
        try Integration.copyPackage(to: root.appendingPathComponent("bgtask-lint", isDirectory: true))
        let sample = Sample(folder: root.appendingPathComponent("sample", isDirectory: true), executable: swift,
                            scratch: ["--scratch-path", root.appendingPathComponent("scratch").path],
                            environment: Integration.environment(in: root))
        try sample.write(manifest, to: "Package.swift")
        return sample
    }

    /// Whether `run` printed a finding at `location` (`Target/File.swift:line:column`), with an
    /// absolute path (Xcode jumps to it).
    static func reports(_ run: Integration.Run, _ location: String, _ severity: String, _ rule: String) -> Bool {
        run.lines.contains { line in
            line.hasPrefix("/") && line.contains("/Sources/\(location): \(severity): ") && line.hasSuffix("[\(rule)]")
        }
    }
}
