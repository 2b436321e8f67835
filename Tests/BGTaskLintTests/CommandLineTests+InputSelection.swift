import Foundation
import XCTest

/// `--files-from`, `--changed-since` and `--stdin-path`: report on the named files only, while
/// the rest of the project still resolves helpers.
extension CommandLineTests {
    /// A project whose `Sync.swift` ends its task through a helper declared in `Sync+End.swift`,
    /// and whose `Legacy.swift` holds a misuse of its own.
    private func makeSelectionProject() throws {
        try write("Package.swift", "// swift-tools-version: 6.0\n")
        try write("Sources/Sync.swift", """
            import UIKit
            final class Sync {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finishSync()
                    }
                    SyncAPI.shared.run { [weak self] in self?.finishSync() }
                }
            }

            """)
        try write("Sources/Sync+End.swift", """
            import UIKit
            extension Sync {
                func finishSync() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }

            """)
        try write("Sources/Legacy.swift", Self.missingEnd)
    }

    func testFilesFromReadsAListFromAFileOrStdin() throws {
        try makeSelectionProject()
        try write("list.txt", "Sources/Legacy.swift\n\nSources/Sync.swift\n")
        let fromFile = try run(["--quiet", "--files-from", "list.txt"])
        XCTAssertEqual(fromFile.stdout, "Sources/Legacy.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(fromFile.status, 1)

        let fromStdin = try run(["--files-from", "-"], stdin: Data("Sources/Sync.swift\0".utf8))
        XCTAssertEqual(fromStdin.stdout, "", "the helper in Sync+End.swift resolves through the project index")
        XCTAssertTrue(fromStdin.stderr.hasSuffix("1 file checked\n"), fromStdin.stderr)
        XCTAssertEqual(fromStdin.status, 0)

        let missing = try run(["--files-from", "nope.txt"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("bgtask-lint: error: nope.txt: cannot read file list"), missing.stderr)
    }

    func testStdinPathLintsTheUnsavedBufferInPlaceOfTheFileOnDisk() throws {
        try makeSelectionProject()
        // The buffer differs from the file on disk: its handler no longer ends the task.
        let buffer = """
            import UIKit
            final class Sync {
                var taskID: UIBackgroundTaskIdentifier = .invalid
                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask {
                        print("expired")
                    }
                    SyncAPI.shared.run { [weak self] in self?.finishSync() }
                }
            }

            """
        let result = try run(["--quiet", "--stdin-path", "Sources/Sync.swift"], stdin: Data(buffer.utf8))
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("Sources/Sync.swift:5:39: error: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("[missing-end-in-expiration-handler]"), result.stdout)

        let invalid = try run(["--stdin-path", "Sources/Sync.swift"], stdin: Data([0x66, 0xFF, 0x0A]))
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.stderr.contains("Sources/Sync.swift: invalid UTF-8 at byte 1"), invalid.stderr)

        let withPaths = try run(["--stdin-path", "Sources/Sync.swift", "Sources"], stdin: Data())
        XCTAssertEqual(withPaths.status, 2, "--stdin-path takes no paths")

        // Findings would name no file.
        let empty = try run(["--stdin-path", ""], stdin: Data(buffer.utf8))
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stdout, "")
        XCTAssertTrue(empty.stderr.hasPrefix("bgtask-lint: error: --stdin-path needs the path of the file stdin stands for\n"),
                      empty.stderr)
    }

    func testChangedSinceLintsWhatGitReportsChangedAndUntracked() throws {
        try makeSelectionProject()
        func git(_ arguments: [String]) throws {
            XCTAssertEqual(try gitStatus(arguments), 0, "git \(arguments)")
        }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "base"])
        // Nothing changed yet: nothing to lint, even though Legacy.swift has a misuse.
        let clean = try run(["--changed-since", "HEAD"])
        XCTAssertEqual(clean.stdout, "")
        XCTAssertEqual(clean.status, 0)
        // A modified file and an untracked one are linted; the unchanged Legacy.swift is not.
        try write("Sources/Sync.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "Sync2"))
        try write("Sources/New.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "Fresh"))
        let changed = try run(["--quiet", "--changed-since", "HEAD"])
        XCTAssertEqual(changed.stdoutLines.map { String($0.prefix { $0 != ":" }) }, ["Sources/New.swift", "Sources/Sync.swift"])

        let badRevision = try run(["--changed-since", "no-such-revision"])
        XCTAssertEqual(badRevision.status, 2)
        XCTAssertTrue(badRevision.stderr.hasPrefix("bgtask-lint: error: git: "), badRevision.stderr)
    }

    /// A filter the repository's git configuration defines (`filter.x.clean`), assigned to Swift
    /// files by `.gitattributes`, is what `git diff` runs on a changed file: it must not run.
    func testChangedSinceRunsNoFilterFromTheRepositorysConfiguration() throws {
        try write("Sources/Sync.swift", "let answer = 42\n")
        func git(_ arguments: [String]) throws {
            try XCTSkipIf(try gitStatus(arguments) != 0, "git is not available")
        }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "base"])
        let marker = root.appendingPathComponent("filter-ran").path
        try write(".gitattributes", "*.swift filter=planted\n")
        try git(["config", "filter.planted.clean", "touch '\(marker)'; cat"])
        try git(["config", "filter.other.process", "touch '\(marker)'"])
        try write("Sources/Sync.swift", Self.missingEnd)
        let changed = try run(["--quiet", "--changed-since", "HEAD"])
        XCTAssertEqual(changed.stdoutLines.map { String($0.prefix { $0 != ":" }) }, ["Sources/Sync.swift"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "git ran the repository's clean filter")
        // What a folder walk skips (vendored `Pods`, hidden folders) is not linted either.
        try write("Pods/Vendor/Vendored.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "Vendored"))
        try write(".hidden/Hidden.swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: "Hidden"))
        let withVendored = try run(["--quiet", "--changed-since", "HEAD"])
        XCTAssertEqual(withVendored.stdoutLines.map { String($0.prefix { $0 != ":" }) }, ["Sources/Sync.swift"])
    }

    /// Outside a git repository, `--changed-since` says so in git's words, not with the advice
    /// `git diff` gives there ("Use --no-index"), which is no option of this tool.
    func testChangedSinceOutsideARepositorySaysSo() throws {
        try write("Clean.swift", "let answer = 42\n")
        let result = try run(["--changed-since", "HEAD"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("not a git repository"), result.stderr)
        XCTAssertFalse(result.stderr.contains("--no-index"), result.stderr)
    }

    /// A listed name that is not UTF-8 (git can hold one) cannot be opened by this tool: it says
    /// so, as the folder walk does, rather than calling an existing file missing.
    func testAListedNameThatIsNotUTF8SaysSo() throws {
        let name: [UInt8] = Array("bad".utf8) + [0xFF] + Array("name.swift".utf8)
        let path = Array(root.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY, 0o644)
            }
        }
        try XCTSkipIf(descriptor < 0, "this file system refuses a name that is not UTF-8")
        close(descriptor)
        let result = try run(["--files-from", "-"], stdin: Data(name + [UInt8(ascii: "\n")]))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot read file (is its name valid UTF-8?)"), result.stderr)
    }

    /// One file named several ways — with `./`, a doubled slash, its absolute path, a link to
    /// it, inside a folder also given — is linted once. Linted twice, its declarations stood
    /// twice in the module and its finding vanished (exit 0); or it was reported twice.
    func testAFileNamedSeveralWaysIsLintedOnce() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("Sources/Uploader.swift", Self.missingEnd)
        let expected = "Sources/Uploader.swift:\(Self.missingEndLine)\n"
        for arguments in [[".", "Sources/Uploader.swift"], ["Sources/Uploader.swift", "./Sources/Uploader.swift"],
                          ["Sources//Uploader.swift", root.appendingPathComponent("Sources/Uploader.swift").path]] {
            let result = try run(arguments)
            XCTAssertEqual(result.stdoutLines.count, 1, "\(arguments): \(result.stdout)")
            XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1), "\(arguments)")
            XCTAssertEqual(result.status, 1, "\(arguments)")
        }
        let listed = try run(["--files-from", "-"], stdin: Data("Sources/Uploader.swift\n./Sources/Uploader.swift\n".utf8))
        XCTAssertEqual(listed.stdoutLines.count, 1, listed.stdout)
        XCTAssertEqual(listed.status, 1)

        XCTAssertEqual(symlink("Sources/Uploader.swift", root.appendingPathComponent("Link.swift").path), 0)
        let linked = try run(["."])
        XCTAssertEqual(linked.stdout, "./" + expected, "reported under its own name, not the link's")
        XCTAssertEqual(linked.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        XCTAssertEqual(linked.status, 1)
    }

    /// Several folders given together: folders apart from each other (`Sources Tests`) lose no
    /// file though their files are not checked against each other, and a folder given again
    /// below another, through a link, or spelled otherwise still has its files linted once.
    func testFoldersGivenTogetherLintEachFileOnce() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("Sources/App/Uploader.swift", Self.missingEnd)
        try write("Tests/Sync.swift", Self.missingReset)
        XCTAssertEqual(symlink("Sources", root.appendingPathComponent("Linked").path), 0)
        let apart = try run(["Sources", "Tests"])
        XCTAssertEqual(apart.stdoutLines, ["Sources/App/Uploader.swift:\(Self.missingEndLine)", "Tests/Sync.swift:\(Self.missingResetLine)"])
        XCTAssertEqual(apart.stderr, summary(errors: 1, warnings: 1, files: 2, checked: 2))
        for folders in [["Sources", "Sources/App"], ["Sources/App", "Sources"], ["Sources", "Linked"], ["Sources", "./Sources/"],
                        ["Sources", "Tests", root.appendingPathComponent("Sources").path], ["Tests", "Sources/App/.."]] {
            let result = try run(folders)
            XCTAssertEqual(result.stdoutLines.filter { $0.hasSuffix("[missing-end-in-expiration-handler]") }.count, 1, "\(folders): \(result.stdout)")
            XCTAssertEqual(result.status, 1, "\(folders)")
            XCTAssertTrue(result.stderr.contains("1 error"), "\(folders): \(result.stderr)")
        }
    }

    /// The path stdin stands for is matched against the configuration like a file on disk
    /// (files on disk are matched once, before they are read; stdin's path after).
    func testStdinPathFollowsTheConfigurationsExcludes() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(".bgtask-lint.json", #"{"version": 1, "exclude": ["Generated/**"]}"#)
        let excluded = try run(["--stdin-path", "Generated/Uploader.swift"], stdin: Data(Self.missingEnd.utf8))
        XCTAssertEqual(excluded.stdout, "")
        XCTAssertEqual(excluded.status, 0)
        // Counted as the same file on disk is: excluded, not checked.
        try write("Generated/Uploader.swift", Self.missingEnd)
        XCTAssertEqual(excluded.stderr, summary(errors: 0, warnings: 0, files: 0, checked: 0))
        XCTAssertEqual(try run(["Generated/Uploader.swift"]).stderr, excluded.stderr)
        let included = try run(["--stdin-path", "Sources/Uploader.swift"], stdin: Data(Self.missingEnd.utf8))
        XCTAssertEqual(included.stdout, "Sources/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(included.status, 1)
    }

    /// A list can come from a pipe (`--files-from <(git ls-files '*.swift')`, here a FIFO a
    /// writer fills) or be `/dev/null` (no files), not only from a regular file.
    func testFilesFromReadsAPipeAndDevNull() throws {
        try write("Uploader.swift", Self.missingEnd)
        let fifo = root.appendingPathComponent("list").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "printf 'Uploader.swift\\n' > \"$0\"", fifo]
        try writer.run()
        let piped = try run(["--files-from", fifo], timeout: 20)
        writer.waitUntilExit()
        XCTAssertEqual(piped.stdout, "Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(piped.status, 1)
        let empty = try run(["--files-from", "/dev/null"])
        XCTAssertEqual(empty.stderr, summary(errors: 0, warnings: 0, files: 0, checked: 0))
        XCTAssertEqual(empty.status, 0)
        let folder = try run(["--files-from", root.path])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.stderr.contains("cannot read file list (is a directory)"), folder.stderr)
    }

    /// Lists add to the paths given and to each other; a missing path given beside a list is
    /// an error like any other. The list replaced the paths given, and a second list the first.
    func testFilesFromAddsToThePathsGivenAndToOtherLists() throws {
        for name in ["A", "B", "C"] {
            try write("\(name).swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: name))
        }
        try write("list.txt", "A.swift\n")
        try write("list2.txt", "C.swift\n")
        func linted(_ result: Run) -> [String] { result.stdoutLines.map { String($0.prefix { $0 != ":" }) } }
        let withPath = try run(["--quiet", "--files-from", "list.txt", "B.swift"])
        XCTAssertEqual(linted(withPath), ["A.swift", "B.swift"])
        XCTAssertEqual(withPath.status, 1)
        let missing = try run(["--files-from", "list.txt", "Missing.swift"])
        XCTAssertEqual(linted(missing), ["A.swift"])
        XCTAssertTrue(missing.stderr.hasPrefix("bgtask-lint: error: Missing.swift: no such file or directory\n"), missing.stderr)
        XCTAssertEqual(missing.status, 2)
        let twoLists = try run(["--quiet", "--files-from", "list.txt", "--files-from", "list2.txt"])
        XCTAssertEqual(linted(twoLists), ["A.swift", "C.swift"])
        let fromStdinAndFile = try run(["--quiet", "--files-from", "-", "--files-from", "list2.txt"], stdin: Data("B.swift\n".utf8))
        XCTAssertEqual(linted(fromStdinAndFile), ["B.swift", "C.swift"])
        let stdinTwice = try run(["--files-from", "-", "--files-from", "-"], stdin: Data("B.swift\n".utf8))
        XCTAssertEqual(stdinTwice.status, 2)
        XCTAssertTrue(stdinTwice.stderr.hasPrefix("bgtask-lint: error: --files-from - reads standard input"), stdinTwice.stderr)
    }

    /// With `--changed-since`, the paths of lists narrow the changed files as paths given do:
    /// the list was dropped, and every changed file linted.
    func testChangedSinceKeepsTheChangedFilesOfTheListsNamed() throws {
        try write("list.txt", "A.swift\n")
        try XCTSkipIf(try gitStatus(["init", "-q"]) != 0, "git is not available")
        XCTAssertEqual(try gitStatus(["add", "."]), 0)
        XCTAssertEqual(try gitStatus(["commit", "-q", "-m", "base"]), 0)
        for name in ["A", "B"] {
            try write("\(name).swift", Self.missingEnd.replacingOccurrences(of: "Uploader", with: name))
        }
        func linted(_ arguments: [String]) throws -> [String] {
            try run(["--quiet", "--changed-since", "HEAD"] + arguments).stdoutLines.map { String($0.prefix { $0 != ":" }) }
        }
        XCTAssertEqual(try linted([]), ["A.swift", "B.swift"])
        XCTAssertEqual(try linted(["--files-from", "list.txt"]), ["A.swift"])
        XCTAssertEqual(try linted(["B.swift"]), ["B.swift"])
        XCTAssertEqual(try linted(["--files-from", "list.txt", "B.swift"]), ["A.swift", "B.swift"])
        XCTAssertEqual(try linted(["--files-from", "/dev/null"]), [], "an empty list names no file")
    }

    /// Runs git in the test's root (as a committer named `t`), quietly; its exit status.
    func gitStatus(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
