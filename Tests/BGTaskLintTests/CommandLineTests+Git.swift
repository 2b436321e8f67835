import Foundation
import XCTest
@testable import BGTaskLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--changed-since` against repositories whose configuration was written to make git run a
/// program, or to make it wait forever: git lists the files and nothing else runs.
extension CommandLineTests {
    /// Runs git in the root, failing the test when it fails.
    private func git(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try gitStatus(arguments), 0, "git \(arguments)", file: file, line: line)
    }

    /// A repository with one committed Swift file.
    private func makeCommittedRepository() throws {
        try write("Sources/Sync.swift", "let answer = 42\n")
        try XCTSkipIf(try gitStatus(["init", "-q"]) != 0, "git is not available")
        try git(["add", "."])
        try git(["commit", "-q", "-m", "base"])
    }

    /// `git -c filter.a=b.clean=` sets `filter.a` (git splits `-c` at the first `=`), so the
    /// filter of a driver named `a=b` ran; settings now go through git's environment.
    func testChangedSinceRunsNoFilterWhoseNameHoldsAnEqualsSign() throws {
        try makeCommittedRepository()
        let marker = root.appendingPathComponent("filter-ran").path
        try write(".gitattributes", "*.swift filter=a=b\n")
        try git(["config", "filter.a=b.clean", "touch '\(marker)'; cat"])
        try write("Sources/Sync.swift", Self.missingEnd)
        let changed = try run(["--quiet", "--changed-since", "HEAD"])
        XCTAssertEqual(changed.stdoutLines.map { String($0.prefix { $0 != ":" }) }, ["Sources/Sync.swift"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "git ran the repository's clean filter")
    }

    /// A filter marked required (git-lfs marks its own so) and set to nothing failed the diff:
    /// "clean filter 'lfs' failed". It is now also not required.
    func testChangedSinceWorksBesideARequiredFilter() throws {
        try write("image.png", "one\n")
        try makeCommittedRepository()
        try write(".gitattributes", "*.png filter=lfs\n")
        try git(["config", "filter.lfs.clean", "cat"])
        try git(["config", "filter.lfs.required", "true"])
        try write("image.png", "two\n")
        try write("Sources/Sync.swift", Self.missingEnd)
        let changed = try run(["--quiet", "--changed-since", "HEAD"])
        XCTAssertEqual(changed.stdoutLines.map { String($0.prefix { $0 != ":" }) }, ["Sources/Sync.swift"], changed.stderr)
        XCTAssertEqual(changed.status, 1, changed.stderr)
    }

    /// `git diff REV` writes the index after refreshing stat data, and writing the index runs
    /// the `post-index-change` hook (here from `core.hooksPath`).
    func testChangedSinceRunsNoHook() throws {
        try makeCommittedRepository()
        let marker = root.appendingPathComponent("hook-ran").path
        let hook = try write("hooks/post-index-change", "#!/bin/sh\ntouch '\(marker)'\n")
        XCTAssertEqual(chmod(hook.path, 0o755), 0)
        try git(["config", "core.hooksPath", "hooks"])
        // Same content, other modification time: git reads the file, finds it unchanged and
        // records the new stat data in the index.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)],
                                              ofItemAtPath: root.appendingPathComponent("Sources/Sync.swift").path)
        let result = try run(["--changed-since", "HEAD"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "git ran the repository's post-index-change hook")
    }

    /// A partial clone lacks the blobs of commits it did not check out. Rename detection read
    /// them, and git fetched them from the remote, running `remote.origin.uploadpack` from the
    /// clone's configuration. The renamed file must still be listed, under its new name.
    func testChangedSinceInAPartialCloneFetchesNothing() throws {
        let origin = root.appendingPathComponent("origin").path
        let clone = root.appendingPathComponent("clone")
        let lines = (1...200).map { "// line \($0)\n" }.joined()
        try write("origin/Keep.swift", lines)
        try XCTSkipIf(try gitStatus(["-C", origin, "init", "-q"]) != 0, "git is not available")
        try git(["-C", origin, "config", "uploadpack.allowFilter", "true"])
        try git(["-C", origin, "config", "uploadpack.allowAnySHA1InWant", "true"])
        try git(["-C", origin, "add", "."])
        try git(["-C", origin, "commit", "-q", "-m", "one"])
        try XCTSkipIf(try gitStatus(["clone", "-q", "--filter=blob:none", "file://\(origin)", "clone"]) != 0,
                      "this git cannot make a partial clone")
        let renamed = lines.replacingOccurrences(of: "line", with: "old")
        try write("origin/Old.swift", renamed)
        try git(["-C", origin, "add", "."])
        try git(["-C", origin, "commit", "-q", "-m", "two"])
        try git(["-C", clone.path, "fetch", "-q", "origin"])
        let marker = root.appendingPathComponent("fetch-ran").path
        try git(["-C", clone.path, "config", "remote.origin.uploadpack",
                 "sh -c 'touch \"\(marker)\"; exec git-upload-pack \"$@\"' --"])
        // Old.swift is gone from the work tree and New.swift holds nearly its text: a rename.
        try write("clone/New.swift", renamed + Self.missingEnd)
        try git(["-C", clone.path, "add", "New.swift"])
        let result = try run(["--quiet", "--changed-since", "origin/HEAD"], in: clone)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "git ran the clone's remote.origin.uploadpack")
        XCTAssertEqual(result.stdoutLines.map { String($0.prefix { $0 != ":" }) }, ["New.swift"], result.stderr)
    }

    /// A file moved with `git mv` is listed under its new name.
    func testChangedSinceListsARenamedFileUnderItsNewName() throws {
        try makeCommittedRepository()
        try git(["mv", "Sources/Sync.swift", "Sources/Moved.swift"])
        try write("Sources/Moved.swift", Self.missingEnd)
        let result = try run(["--quiet", "--changed-since", "HEAD"])
        XCTAssertEqual(result.stdoutLines.map { String($0.prefix { $0 != ":" }) }, ["Sources/Moved.swift"])
        XCTAssertEqual(result.status, 1)
    }

    /// A FIFO named `.gitignore` makes `git ls-files` wait forever to open it: git is stopped
    /// after its time limit (here one second) and the run fails, naming the command.
    func testChangedSinceStopsGitWhenItDoesNotAnswer() throws {
        try makeCommittedRepository()
        try write("Sources/New.swift", Self.missingEnd)
        XCTAssertEqual(mkfifo(root.appendingPathComponent(".gitignore").path, 0o644), 0)
        let result = try run(["--changed-since", "HEAD"], timeout: 20,
                             environment: [GitChanges.timeLimitVariable: "1"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init),
                       "bgtask-lint: error: git: 'git ls-files --others --exclude-standard -z' did not answer within 1 s "
                        + "and was stopped")
    }

    /// The settings reach git through its environment, keys as they are, numbered after the
    /// user's own.
    func testGitSettingsGoThroughTheEnvironmentAfterTheUsersOwn() {
        let safety = GitSafety(filterKeys: ["filter.a=b.clean", "filter.a=b.process"])
        let environment = safety.environment(inherited: ["GIT_CONFIG_COUNT": "2"])
        let settings = safety.settings
        XCTAssertEqual(environment["GIT_CONFIG_COUNT"], String(2 + settings.count))
        XCTAssertNil(environment["GIT_CONFIG_KEY_1"], "the user's own settings are kept")
        let given = Dictionary((2..<(2 + settings.count)).map {
            (environment["GIT_CONFIG_KEY_\($0)"]!, environment["GIT_CONFIG_VALUE_\($0)"]!)
        }) { first, _ in first }
        XCTAssertEqual(given["filter.a=b.clean"], "")
        XCTAssertEqual(given["filter.a=b.process"], "")
        XCTAssertEqual(given["filter.a=b.required"], "false")
        XCTAssertEqual(given["core.hooksPath"], "/dev/null")
        XCTAssertEqual(given["core.fsmonitor"], "false")
        XCTAssertEqual(environment["GIT_ALLOW_PROTOCOL"], "")
    }
}
