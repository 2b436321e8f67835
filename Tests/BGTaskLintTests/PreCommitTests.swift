import Foundation
import XCTest

/// `.pre-commit-hooks.yaml` must work with the real pre-commit: it builds this package the way
/// pre-commit does (`language: swift`, a release build), blocks a commit that stages a misuse
/// with our diagnostics in the output, and lets the fixed commit through. Slow (a release
/// build, one to three minutes); skipped when pre-commit is not installed, except on CI.
final class PreCommitTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Integration.temporaryFolder("bgtask-lint-pre-commit")
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    func testHookBlocksACommitWithAMisuseAndLetsTheFixThrough() throws {
        let preCommit = try Integration.require("pre-commit", install: "pip install pre-commit")
        let gitTool = try Integration.require("git", install: "apt-get install git")
        let identity = ["-c", "user.name=bgtask-lint tests", "-c", "user.email=tests@bgtask-lint.invalid",
                        "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"]
        // The user's own git configuration (a global core.hooksPath, signing) stays out.
        var environment = Integration.environment(in: root)
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["PRE_COMMIT_HOME"] = root.appendingPathComponent("pre-commit-home").path
        func git(_ arguments: [String], in directory: URL) throws -> Integration.Run {
            try Integration.run(gitTool, identity + arguments, in: directory, environment: environment, timeout: 120)
        }

        // The hook repository: a snapshot of this package's working tree at a commit of its own.
        let hooks = root.appendingPathComponent("bgtask-lint", isDirectory: true)
        try Integration.copyPackage(to: hooks)
        for step in [["init", "-q"], ["add", "-A"], ["commit", "-q", "--no-verify", "-m", "snapshot"]] {
            let run = try git(step, in: hooks)
            XCTAssertEqual(run.status, 0, "git \(step): \(run.output)")
        }
        let rev = try git(["rev-parse", "HEAD"], in: hooks).output.trimmingCharacters(in: .whitespacesAndNewlines)

        // The project using the hook, as its README recipe says.
        let project = root.appendingPathComponent("project", isDirectory: true)
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        XCTAssertEqual(try git(["init", "-q"], in: project).status, 0)
        try Integration.write("""
            repos:
              - repo: \(hooks.path)
                rev: \(rev)
                hooks:
                  - id: bgtask-lint

            """, to: ".pre-commit-config.yaml", in: project)
        let install = try Integration.run(preCommit, ["install"], in: project, environment: environment, timeout: 120)
        XCTAssertEqual(install.status, 0, install.output)

        // A staged misuse: the commit fails, and the output carries our diagnostics.
        try Integration.write("""
            import UIKit

            func sync() {
                _ = UIApplication.shared.beginBackgroundTask()
            }

            """, to: "Sources/Sync.swift", in: project)
        XCTAssertEqual(try git(["add", "-A"], in: project).status, 0)
        // The first commit builds the hook (release mode): minutes, more on a loaded machine.
        let blocked = try Integration.run(gitTool, identity + ["commit", "-m", "sync"], in: project,
                                          environment: environment, timeout: 1800)
        XCTAssertNotEqual(blocked.status, 0, "the commit must be blocked:\n\(blocked.output)")
        XCTAssertTrue(blocked.output.contains("bgtask-lint....") && blocked.output.contains("Failed"), blocked.output)
        let location = "Sources/Sync.swift:4:30: error: "
        XCTAssertTrue(blocked.lines.contains { $0.hasPrefix(location) && $0.hasSuffix("[discarded-task-identifier]") },
                      blocked.output)
        XCTAssertTrue(blocked.lines.contains { $0.hasPrefix(location) && $0.hasSuffix("[missing-expiration-handler]") },
                      blocked.output)
        XCTAssertNotEqual(try git(["rev-parse", "--verify", "-q", "HEAD"], in: project).status, 0,
                          "nothing may have been committed")

        // The fix: the commit goes through, and the hook ran on it.
        try Integration.write("""
            import UIKit

            final class Sync {
                private var taskID = UIBackgroundTaskIdentifier.invalid

                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finish()
                    }
                    save()
                    finish()
                }

                private func save() {}

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }

            """, to: "Sources/Sync.swift", in: project)
        XCTAssertEqual(try git(["add", "-A"], in: project).status, 0)
        let passed = try Integration.run(gitTool, identity + ["commit", "-m", "sync"], in: project,
                                         environment: environment, timeout: 600)
        XCTAssertEqual(passed.status, 0, passed.output)
        XCTAssertTrue(passed.lines.contains { $0.hasPrefix("bgtask-lint....") && $0.hasSuffix("Passed") },
                      passed.output)
        XCTAssertFalse(passed.output.contains(": error: "), passed.output)
    }
}
