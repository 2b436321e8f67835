import XCTest
@testable import BGTaskLint

/// Given only some files (as pre-commit passes the staged ones), the tool still indexes the rest
/// of the project, so helpers declared there resolve; it reports only on the files it was given.
/// An extension of the end-to-end tests: same temporary root, same subprocess runner.
extension CommandLineTests {
    /// A class whose expiration handler calls two helpers declared elsewhere: `sendFarewell`
    /// (long work, when it is found) and `finish`, which ends the task.
    private static let uploader = """
        import UIKit
        final class Uploader {
            var taskID: UIBackgroundTaskIdentifier = .invalid
            func start() {
                taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                    self?.sendFarewell()
                    self?.finish()
                }
                UploadAPI.shared.send { [weak self] in self?.finish() }
            }
        }

        """

    /// A project whose handler calls a helper, declared in another file, that does network work;
    /// the other file also holds a misuse of its own, which must not be reported.
    private func makeProject() throws {
        try write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        try write("Sources/App/Uploader.swift", Self.uploader)
        try write("Sources/App/Uploader+Helpers.swift", """
            import UIKit
            extension Uploader {
                func sendFarewell() {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
                }
                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
                func unrelated() {
                    _ = UIApplication.shared.beginBackgroundTask { }
                }
            }

            """)
    }

    func testHelpersInUnnamedFilesOfTheProjectResolveButAreNotReported() throws {
        try makeProject()
        let result = try run(["--quiet", "Sources/App/Uploader.swift"], in: root)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
        XCTAssertTrue(result.stdoutLines[0].hasPrefix("Sources/App/Uploader.swift:6:19: warning: expiration handler calls 'sendFarewell'"),
                      result.stdout)
        XCTAssertTrue(result.stdoutLines[0].hasSuffix("[long-work-in-expiration-handler]"), result.stdout)
        XCTAssertEqual(result.stdoutLines[1], "Sources/App/Uploader+Helpers.swift:4:27: note: long work in 'sendFarewell' happens here")
        XCTAssertEqual(result.status, 0)
    }

    /// A list naming deleted files (`git diff --name-only` lists them) reports each and goes on:
    /// the project is still found from the listed file's folder, its helpers still resolve.
    /// A deleted path's root is looked up from its folder, once for all of that folder's.
    func testDeletedFilesInAListAreReportedAndTheProjectStillResolves() throws {
        try makeProject()
        try write("list.txt", "Sources/App/Deleted.swift\nSources/Gone/Old.swift\nSources/Gone/Older.swift\nSources/App/Uploader.swift\n")
        let result = try run(["--quiet", "--files-from", "list.txt"], in: root)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
        XCTAssertTrue(result.stdoutLines[0].hasPrefix("Sources/App/Uploader.swift:6:19: warning: expiration handler calls 'sendFarewell'"),
                      result.stdout)
        XCTAssertEqual(result.stdoutLines[1], "Sources/App/Uploader+Helpers.swift:4:27: note: long work in 'sendFarewell' happens here")
        XCTAssertEqual(result.stderr.split(separator: "\n").filter { $0.hasPrefix("bgtask-lint: error:") },
                       ["bgtask-lint: error: Sources/App/Deleted.swift: no such file or directory",
                        "bgtask-lint: error: Sources/Gone/Old.swift: no such file or directory",
                        "bgtask-lint: error: Sources/Gone/Older.swift: no such file or directory"])
        XCTAssertEqual(result.status, 2)
    }

    func testNoProjectIndexLooksOnlyAtTheGivenFiles() throws {
        try makeProject()
        let result = try run(["--quiet", "--no-project-index", "Sources/App/Uploader.swift"], in: root)
        XCTAssertEqual(result.stdout, "", "an unresolved helper is given the benefit of the doubt")
        XCTAssertEqual(result.status, 0)
    }

    /// Run on the project root, the files its configuration excludes are still context: the
    /// root is walked again for them (and only then: with nothing excluded it adds nothing).
    func testFilesExcludedByConfigurationStayContextOfARunOnTheRoot() throws {
        try makeProject()
        try write(".bgtask-lint.json", #"{ "version": 1, "exclude": ["Sources/App/Uploader+Helpers.swift"] }"#)
        let result = try run(["--quiet", "."], in: root)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
        XCTAssertTrue(result.stdoutLines[0].hasSuffix("[long-work-in-expiration-handler]"), result.stdout)
        XCTAssertEqual(result.stdoutLines[1], "Sources/App/Uploader+Helpers.swift:4:27: note: long work in 'sendFarewell' happens here")
    }

    func testTheSameFileNamedTwoWaysIsIndexedOnce() throws {
        try makeProject()
        let absolute = root.appendingPathComponent("Sources/App/Uploader.swift").path
        let result = try run(["--quiet", absolute], in: root)
        XCTAssertEqual(result.stdoutLines.count, 2, result.stdout)
    }

    func testProjectRootIsTheNearestFolderWithAMarker() throws {
        try makeProject()
        try write("Sources/App/Nested/Inner.xcodeproj/project.pbxproj", "")
        let nested = root.appendingPathComponent("Sources/App/Nested/File.swift").path
        XCTAssertEqual(ProjectContext.root(containing: nested).map(ProjectContext.canonical),
                       ProjectContext.canonical(root.appendingPathComponent("Sources/App/Nested").path))
        let top = root.appendingPathComponent("Sources/App/Uploader.swift").path
        XCTAssertEqual(ProjectContext.root(containing: top).map(ProjectContext.canonical), ProjectContext.canonical(root.path))
    }
}

/// The folder-by-folder path resolution that a list of thousands of files relies on gives what
/// resolving each path on its own (`realpath`) gives.
extension CommandLineTests {
    func testCanonicalPathsResolveFolderByFolderAsRealpathDoes() throws {
        try write("Sources/App/Plain.swift", "")
        try write("Other/Target.swift", "")
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: root.appendingPathComponent("Sources/App/Link.swift").path,
                                           withDestinationPath: root.appendingPathComponent("Other/Target.swift").path)
        try fileManager.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path,
                                           withDestinationPath: root.appendingPathComponent("Other").path)
        let base = root.path
        var paths = CanonicalPaths()
        for relative in ["Sources/App/Plain.swift", "Sources/App/../App/Plain.swift", "Sources/App/Link.swift",
                         "Linked/Target.swift", "Sources/./App/Plain.swift", "Missing/File.swift", "Sources/App"] {
            let path = base + "/" + relative
            XCTAssertEqual(paths.of(path), ProjectContext.canonical(path), relative)
        }
        // The entry itself, without following a link as the last component.
        XCTAssertEqual(paths.ofEntry(base + "/Linked/Target.swift"), ProjectContext.canonical(base + "/Other/Target.swift"))
        XCTAssertEqual(paths.ofEntry(base + "/Sources/App/Link.swift"),
                       ProjectContext.canonical(base + "/Sources/App") + "/Link.swift")
    }

    /// A link is what it leads to: resolved from its folder's resolution (`ofLink`), it is what
    /// `realpath` of the link gives, whatever its target (relative, with `..`, absolute, through
    /// a linked folder, another link, a folder, missing).
    func testCanonicalPathsResolveLinksAsRealpathDoes() throws {
        try write("Sources/App/Plain.swift", "")
        try write("Other/Target.swift", "")
        let fileManager = FileManager.default
        let base = root.path
        try fileManager.createSymbolicLink(atPath: base + "/Linked", withDestinationPath: base + "/Other")
        let targets = ["Plain.swift", "./Plain.swift", "../../Other/Target.swift", base + "/Other/Target.swift",
                       "../../Linked/Target.swift", "L0.swift", "Nope.swift", "Gone/../Plain.swift", "../App/Plain.swift",
                       "../../Other", "Plain.swift/", "../../Linked/../Sources/App/Plain.swift"]
        for (index, target) in targets.enumerated() {
            try fileManager.createSymbolicLink(atPath: base + "/Sources/App/L\(index).swift", withDestinationPath: target)
        }
        try fileManager.createSymbolicLink(atPath: base + "/Other/InOther.swift", withDestinationPath: "Target.swift")
        var paths = CanonicalPaths()
        let links = targets.indices.map { base + "/Sources/App/L\($0).swift" }
            + [base + "/Linked/InOther.swift", base + "/Sources/../Sources/App/L0.swift", base + "/Linked/../Sources/App/L2.swift"]
        for link in links + links.reversed() {
            XCTAssertEqual(paths.ofLink(link), ProjectContext.canonical(link), link)
        }
    }

    /// A path that does not exist (a deleted file in a list) is standardized on its bytes, as
    /// Foundation's URL does it.
    func testAMissingPathIsCanonicalAsFoundationStandardizesIt() {
        let missing = "no-such-folder-\(getpid())"
        for path in [missing, "\(missing)/a.swift", "./\(missing)/b/../c.swift", "\(missing)//d/./e.swift",
                     "\(missing)/f/", "/\(missing)/../\(missing)/g", "/../\(missing)", "../\(missing)/h.swift",
                     "\(missing)/é/ü.swift", "\(missing)/a b/%2F.swift", "/\(missing)/..", "\(missing)/../../x"] {
            XCTAssertEqual(ProjectContext.canonical(path), URL(fileURLWithPath: path).standardizedFileURL.path, path)
        }
    }

    func testPathSplittingAndStandardizingWorkOnBytes() {
        for (path, folder, name) in [("a/b.swift", "a", "b.swift"), ("/a", "/", "a"), ("b", "", "b"), ("/", "/", ""),
                                     ("//a", "/", "a"), ("é/ü.swift", "é", "ü.swift"), ("a/", "a", "")] {
            XCTAssertEqual(FileDiscovery.split(path).folder, folder, path)
            XCTAssertEqual(FileDiscovery.split(path).name, name, path)
        }
        for (path, standardized) in [("/a/./b/../c", "/a/c"), ("/../a", "/a"), ("//a//b/", "/a/b"), ("/", "/"),
                                     ("/a/..", "/"), ("/é/ü/..", "/é")] {
            XCTAssertEqual(StandardizedPath.standardized(path), standardized, path)
        }
        for path in ["a/../b", "/a/../b", "../a/../b", "./a/.."] {
            XCTAssertTrue(StandardizedPath.hasParentAfterName(path), path)
        }
        for path in ["../b", "../../b/c", "./../b", "/../b", "a/..b/c", "a/b..", ""] {
            XCTAssertFalse(StandardizedPath.hasParentAfterName(path), path)
        }
        XCTAssertTrue(ProjectContext.covers("/p", "/p/Packages/Kit"))
        XCTAssertFalse(ProjectContext.covers("/p", "/p/.hidden/Kit"), "a walk skips hidden folders")
        XCTAssertFalse(ProjectContext.covers("/p", "/p/Pods/Kit"), "a walk skips Pods")
        XCTAssertFalse(ProjectContext.covers("/p", "/pp/Kit"))
    }

    /// A list naming every file of a project adds nothing; one naming a link adds nothing for the
    /// file it links to; a local package inside the project is walked with it, once.
    func testAListOfFilesGetsTheRestOfItsProjectsOnceAndNoFileTwice() throws {
        try write(".git/HEAD", "")
        try write("Sources/A.swift", "")
        try write("Sources/B.swift", "")
        try write("Packages/Kit/.git/HEAD", "")
        try write("Packages/Kit/Sources/K.swift", "")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/LinkToK.swift").path,
                                                   withDestinationPath: root.appendingPathComponent("Packages/Kit/Sources/K.swift").path)
        // Absolute paths (the test process's working folder is elsewhere): shown as walked.
        let top = StandardizedPath.standardized(root.path)
        func paths(_ relative: [String]) -> [String] { relative.map { top + "/" + $0 } }
        let all = ["Packages/Kit/Sources/K.swift", "Sources/A.swift", "Sources/B.swift", "Sources/LinkToK.swift"]
        for links in [nil, Set(paths(["Sources/LinkToK.swift"]))] as [Set<String>?] {
            XCTAssertEqual(ProjectContext.contextFiles(around: paths(all), given: paths(all), givenLinks: links), [])
            XCTAssertEqual(ProjectContext.contextFiles(around: paths(["Sources/A.swift"]), given: paths(["Sources/A.swift"]),
                                                       givenLinks: links.map { _ in [] }),
                           paths(["Packages/Kit/Sources/K.swift", "Sources/B.swift"]), "the link to K is K")
            XCTAssertEqual(ProjectContext.contextFiles(around: paths(["Sources/LinkToK.swift"]),
                                                       given: paths(["Sources/LinkToK.swift"]), givenLinks: links),
                           paths(["Sources/A.swift", "Sources/B.swift"]))
        }
        XCTAssertEqual(try run(["--files-from", "-", "--quiet"], in: root, stdin: Data(all.joined(separator: "\n").utf8)).status, 0)
    }
}

/// A list of files walks its projects before the configuration is looked up, so that the
/// lookup reads the markers of the folders walked: configurations in nested folders and at the
/// root still govern exactly the files they did, and a helper in an unlisted file still resolves.
extension CommandLineTests {
    /// A list long enough to have its folders listed (`ListedFolders`): its project's walk
    /// reads those listings back and leaves the listed files out, and still finds the helper
    /// in a file the list does not name, or one it names that the configuration excludes.
    func testALongListStillIndexesUnlistedAndExcludedFilesOfItsProject() throws {
        try makeProject()
        var list: [String] = []
        for index in 0..<70 {
            try write("Sources/App/Plain\(index).swift", "let value\(index) = \(index)\n")
            list.append("Sources/App/Plain\(index).swift")
        }
        let helpers = "Sources/App/Uploader+Helpers.swift"
        func lint(_ paths: [String]) throws -> Run {
            try run(["--quiet", "--files-from", "-"], in: root, stdin: Data(paths.joined(separator: "\n").utf8))
        }
        let unlisted = try lint(list + ["Sources/App/Uploader.swift"])
        XCTAssertEqual(unlisted.stdoutLines.count, 2, unlisted.stdout)
        XCTAssertEqual(unlisted.stdoutLines.last, helpers + ":4:27: note: long work in 'sendFarewell' happens here")
        try write(".bgtask-lint.json", #"{ "version": 1, "exclude": ["Sources/App/Uploader+Helpers.swift"] }"#)
        let excluded = try lint(list + ["Sources/App/Uploader.swift", helpers])
        XCTAssertEqual(excluded.stdout, unlisted.stdout)
    }

    /// `a/L/../b`, with `L` a link to `other/sub`, is `other/b`: what a long list's listing
    /// of it saw (a `Package.swift`, no configuration) must not stand for `a/b`, whose
    /// configuration turns the rule off. (The markers were kept under `a/b`, and the warning
    /// was reported; a helper session's differential hunt found it.)
    func testALongListsFolderSpelledThroughALinkAndDotDotLendsNothingToItsSpelling() throws {
        try write("other/b/Package.swift", "")
        try write("other/b/x.swift", "let q = 1\n")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("other/sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a/L").path, withDestinationPath: "../other/sub")
        try write("a/b/.bgtask-lint.json", #"{ "version": 1, "rules": { "long-work-in-expiration-handler": "off" } }"#)
        try write("a/b/A.swift", Self.uploader)
        try write("a/b/B.swift", """
            import UIKit
            extension Uploader {
                func sendFarewell() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                func finish() { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
            }

            """)
        var list = ["a/b/A.swift", "a/b/B.swift"]
        for index in 0..<61 {
            try write("a/b/y\(index).swift", "let y\(index) = 1\n")
            list.append("a/b/y\(index).swift")
        }
        list.append("a/L/../b/x.swift")
        let result = try run(["--files-from", "-"], in: root, stdin: Data(list.joined(separator: "\n").utf8))
        XCTAssertEqual(result.stdout, "", "a/b's configuration turns the rule off")
        XCTAssertEqual(result.stderr, "0 errors, 0 warnings in 0 files; 64 files checked\n")
        XCTAssertEqual(result.status, 0)
    }

    func testAListOfFilesIsGovernedByTheConfigurationsOfItsFolders() throws {
        let misuse = """
            import UIKit
            func upload() {
                _ = UIApplication.shared.beginBackgroundTask { }
            }

            """
        try write(".git/HEAD", "")
        try write(".bgtask-lint.json", #"{"version": 1, "rules": {"missing-end-in-expiration-handler": "error"}}"#)
        try write("Sources/Top.swift", misuse)
        try write("Sources/Quiet/.bgtask-lint.json", #"{"version": 1, "rules": {"missing-end-in-expiration-handler": "off"}}"#)
        try write("Sources/Quiet/Deep/Muted.swift", misuse)
        try write("Sources/Other/Loud.swift", misuse)
        let list = ["Sources/Top.swift", "Sources/Quiet/Deep/Muted.swift", "Sources/Other/Loud.swift"]
        let result = try run(["--quiet", "--files-from", "-"], in: root, stdin: Data(list.joined(separator: "\n").utf8))
        let reported = Set(result.stdoutLines.filter { $0.contains("[missing-end-in-expiration-handler]") }
            .map { String($0.prefix { $0 != ":" }) })
        XCTAssertEqual(reported, ["Sources/Top.swift", "Sources/Other/Loud.swift"], result.stdout)
        XCTAssertTrue(result.stdoutLines.allSatisfy { !$0.contains("[missing-end-in-expiration-handler]") || $0.contains(": error: ") },
                      result.stdout)
        // The same files named on the command line: the same findings.
        let named = try run(["--quiet"] + list, in: root)
        XCTAssertEqual(named.stdout, result.stdout)
        XCTAssertEqual(named.status, result.status)
    }
}
