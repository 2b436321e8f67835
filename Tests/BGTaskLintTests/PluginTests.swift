import Foundation
import XCTest

/// The SwiftPM plugins must work in a real package that depends on this one: the build plugin
/// puts our warnings and errors into `swift build`'s output at the right places (an error fails
/// the build), and `swift package bgtask-lint` lints the package's targets. The sample defines
/// its own `UIApplication` stand-in so that it compiles on Linux. Slow: two debug builds of a
/// sample package, in a temporary folder with its own scratch path.
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
        let swift = try Integration.require("swift", install: "a Swift toolchain")
        try Integration.copyPackage(to: root.appendingPathComponent("bgtask-lint", isDirectory: true))
        let sample = root.appendingPathComponent("sample", isDirectory: true)
        try Integration.write(Self.manifest, to: "Package.swift", in: sample)
        try Integration.write(Self.shim, to: "Sources/App/UIKitShim.swift", in: sample)
        try Integration.write(Self.uploader, to: "Sources/App/Uploader.swift", in: sample)
        try Integration.write("Uploader().upload()\n", to: "Sources/App/main.swift", in: sample)
        let scratch = ["--scratch-path", root.appendingPathComponent("scratch").path]
        let environment = Integration.environment(in: root)

        func line(in run: Integration.Run, _ location: String, _ severity: String, _ rule: String) -> Bool {
            run.lines.contains { line in
                line.hasPrefix("/") && line.contains("/Sources/App/\(location): \(severity): ")
                    && line.hasSuffix("[\(rule)]")
            }
        }

        // 1. A warning: shown by `swift build` on its line, and the build passes.
        let warned = try Integration.run(swift, ["build"] + scratch, in: sample, environment: environment,
                                         timeout: 1800)
        XCTAssertEqual(warned.status, 0, warned.output)
        XCTAssertTrue(line(in: warned, "Uploader.swift:6:13", "warning", "strong-self-in-expiration-handler"),
                      warned.output)
        XCTAssertTrue(warned.output.contains("bgtask-lint App"), "the plugin's command ran:\n\(warned.output)")

        // 2. An error in another file: the command plugin reports every finding and fails.
        try Integration.write(Self.bad, to: "Sources/App/Bad.swift", in: sample)
        let command = try Integration.run(swift, ["package"] + scratch + ["bgtask-lint"], in: sample,
                                          environment: environment, timeout: 900)
        XCTAssertNotEqual(command.status, 0, command.output)
        XCTAssertTrue(line(in: command, "Bad.swift:2:30", "error", "discarded-task-identifier"), command.output)
        XCTAssertTrue(line(in: command, "Bad.swift:2:30", "error", "missing-expiration-handler"), command.output)
        XCTAssertTrue(line(in: command, "Uploader.swift:6:13", "warning", "strong-self-in-expiration-handler"),
                      command.output)
        XCTAssertTrue(command.output.contains("error: bgtask-lint found failing issues"), command.output)

        // 3. The same error fails `swift build`, with the diagnostic on its line.
        let failed = try Integration.run(swift, ["build"] + scratch, in: sample, environment: environment,
                                         timeout: 900)
        XCTAssertNotEqual(failed.status, 0, failed.output)
        XCTAssertTrue(line(in: failed, "Bad.swift:2:30", "error", "missing-expiration-handler"), failed.output)
        XCTAssertFalse(failed.output.contains("Build complete!"), failed.output)
    }
}
