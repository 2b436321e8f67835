import XCTest
@testable import BGTaskLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shapes that made the driver quadratic (or cubic) before any file was read: every file tried
/// against every `include` and `exclude` pattern, a folder listed once per spelling of it in a
/// `--files-from` list, and `realpath` of every configuration's folder, twice, in a deep chain
/// of folders. They assert what is found, not how long it takes; at these sizes the old code
/// took many seconds, so a regression shows as a slow test.
final class HostileShapesDriverTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-driver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// With `open` and `write`: Foundation's `write(to:)` syncs each file to disk, which for
    /// thousands of files took longer than the shapes.
    private func create(_ path: String, holding text: String) {
        let file = root.appendingPathComponent(path).path
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0, "cannot create \(file)")
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Makes a chain of `depth` folders named `a` below the open folder `top` (closed here), each
    /// made relative to the one above, which stays open: a path from the root each time would
    /// cost the chain's length every time, and past `PATH_MAX` fail. Returns the deepest, open.
    private func folderChain(below top: Int32, depth: Int) -> Int32 {
        var folder = top
        for _ in 0..<depth {
            XCTAssertEqual(mkdirat(folder, "a", 0o755), 0)
            let inner = openat(folder, "a", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = inner
        }
        return folder
    }

    /// `create`, relative to the open folder `folder`.
    private func create(_ name: String, in folder: Int32, holding text: String) {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0, "cannot create \(name)")
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    // MARK: - Configuration.includes: n files × n patterns

    /// 3,000 files under a configuration excluding 3,000 paths: each file was tried against
    /// every pattern (18 million matches: 18 s in a debug build). Literal paths and heads of
    /// literal segments before a wildcard are filed (patterns starting with a wildcard too:
    /// `HostileShapesLimitsTests`).
    func testManyFilesAgainstManyExcludedPaths() throws {
        let count = 3_000
        let patterns = (0..<count).map { k in
            switch k % 4 {
            case 0: "Sources/F\(k).swift" // a file of the run
            case 1: "gone/x\(k).swift" // no file
            case 2: "Sources/Part\(k)/*.swift" // a head of two segments, then a wildcard
            default: "Sources/Part\(k)/B.swift" // no file
            }
        }
        let json = #"{"version": 1, "exclude": ["# + patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
        let configuration = try ConfigurationParser.parse(Data(json.utf8), path: "/project/.bgtask-lint.json",
                                                          folder: "/project")
        let files = (0..<count).map { "/project/Sources/F\($0).swift" } + (0..<count).map { "/project/Sources/Part\($0)/A.swift" }
        let kept = files.filter(configuration.includes)
        // Excluded: every fourth file by name, and the files of every fourth folder (k % 4 == 2).
        XCTAssertEqual(kept.count, 2 * count - count / 2)
        XCTAssertFalse(kept.contains("/project/Sources/F4.swift"))
        XCTAssertTrue(kept.contains("/project/Sources/F5.swift"))
        XCTAssertFalse(kept.contains("/project/Sources/Part6/A.swift"))
        XCTAssertTrue(kept.contains("/project/Sources/Part7/A.swift"))
    }

    /// Filed or tried one by one, the patterns give the same answer for every path: literal
    /// heads of every length, `**`, `..`, wildcards first, non-ASCII text on either side
    /// (compared as `Character`s: `K`, KELVIN SIGN, equals `K`; `é` equals `e` + U+0301; `?`
    /// takes an emoji, `e` + U+0301 or `\r\n` whole), and paths shorter than a head.
    func testFiledPatternsAnswerAsTryingEachDoes() throws {
        let written = ["Sources", "Sources/App", "Sources/App/A.swift", "Sources/*/A.swift", "Sources/**/B.swift",
                       "**/Generated", "*.swift", "Tests/?x/**", "../Other/C.swift", "Kit/\u{212A}ind.swift",
                       "Caf\u{E9}/D.swift", "a/b/c/d/e", "a/b", "Sources/App/A.swift/extra", "Vendor/**",
                       "Donne\u{301}es/F?.swift", "**/G\u{E9}n\u{E9}r\u{E9}s*/**", "Kit/Kind.swift", "*\u{301}/x?",
                       "\u{65E5}?/a\r\nb"]
        let paths = ["Sources/App/A.swift", "Sources/Kit/A.swift", "Sources/x/y/B.swift", "Sources", "Main.swift",
                     "Tests/ax/T.swift", "Tests/x/T.swift", "../Other/C.swift", "Kit/Kind.swift", "Cafe\u{301}/D.swift",
                     "a/b/c/d/e/f.swift", "a/b/c.swift", "a/x.swift", "x/Generated/G.swift", "Vendor", "", "./Sources//App/A.swift",
                     "Donn\u{E9}es/F1.swift", "Donne\u{301}es/Fe\u{301}.swift", "x/Ge\u{301}ne\u{301}re\u{301}s2/y",
                     "\u{212A}it/\u{212A}ind.swift", "*\u{301}/x\u{1F44D}\u{1F3FD}", "\u{65E5}\u{672C}/a\r\nb",
                     "\u{65E5}\r\n/a\r\nb", "Vendor\u{301}/A.swift"]
        for count in 1...written.count {
            for rotation in 0..<written.count {
                let globs = try (0..<count).map { try Glob(written[($0 + rotation) % written.count]) }
                let index = GlobIndex(globs + globs) // past `fewPatterns` from 5 on
                for path in paths.map(Glob.Path.init) {
                    XCTAssertEqual(index.matchesAny(path), globs.contains { $0.matches(path) },
                                   "\(globs.map(\.pattern)) on '\(path.text)'")
                }
            }
        }
    }

    // MARK: - ListedFolders: one folder, many spellings

    /// A list naming each of 4,000 files of one folder through its own spelling of the folder
    /// (`./` after some of its components): the folder was listed once per spelling (16 million
    /// entries read: 9 s in a debug build). Each spelling's file is found, as looking it up finds it.
    func testAListNamingOneFolderInManySpellings() throws {
        let count = 4_000, depth = 12
        let folder = (0..<depth).map { _ in "d" }.joined(separator: "/")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        for k in 0..<count { create("\(folder)/F\(k).swift", holding: "let x\(k) = 1\n") }
        let paths = (0..<count).map { k in
            root.path + "/" + (0..<depth).map { (k >> $0) & 1 == 1 ? "d/." : "d" }.joined(separator: "/") + "/F\(k).swift"
        }
        let listed = FileDiscovery.discover(paths, listingFolders: true)
        XCTAssertEqual(listed.files, paths)
        XCTAssertEqual(listed.errors.count, 0)
        XCTAssertEqual(listed.files, FileDiscovery.discover(paths, listingFolders: false).files)
    }

    // MARK: - FileDiscovery: many folders given, deep down one chain

    /// 64 folders given at the bottom of a chain of 1,000 folders, each holding a Swift file:
    /// discovery resolved each folder by `realpath` twice (and the project context once more)
    /// and `stat` each of its ancestors, and each of those reads every component of its path
    /// again: depth² per folder given (64 of them 1,000 deep: 16 s in a release build; 2,000
    /// deep, 45 s). Their files are found once each, none is context, and a folder of the
    /// chain given with them holds them.
    func testManyFoldersGivenDeepDownOneChain() throws {
        let depth = 1_000, count = 64
        let folder = folderChain(below: open(root.path, O_RDONLY | O_DIRECTORY), depth: depth)
        for k in 0..<count {
            XCTAssertEqual(mkdirat(folder, "x\(k)", 0o755), 0)
            create("x\(k)/F.swift", in: folder, holding: "let x\(k) = 1\n")
        }
        close(folder)
        let chain = root.path + String(repeating: "/a", count: depth)
        let folders = (0..<count).map { chain + "/x\($0)" }
        let discovery = FileDiscovery.discover(folders)
        XCTAssertEqual(discovery.errors.count, 0)
        XCTAssertEqual(discovery.files, folders.map { $0 + "/F.swift" })
        XCTAssertEqual(ProjectContext.contextFiles(around: folders, given: discovery.files, givenAllDiscovered: true), [])
        // A folder of the chain given too holds them all: each file is still found once.
        let middle = root.path + String(repeating: "/a", count: depth / 2)
        XCTAssertEqual(Set(FileDiscovery.discover(folders + [middle]).files), Set(discovery.files))
    }

    /// A list naming a file in each of 256 projects (each with its `Package.swift`) at the
    /// bottom of a chain of 1,000 folders: each project's root was resolved by `realpath`, which
    /// reads every component of its path again (64 of them 2,000 deep: 24 s in a release build).
    /// The rest of each project is its context.
    func testAListOfFilesInManyProjectsDeepDownOneChain() throws {
        let depth = 1_000, count = 256
        let folder = folderChain(below: open(root.path, O_RDONLY | O_DIRECTORY), depth: depth)
        for k in 0..<count {
            XCTAssertEqual(mkdirat(folder, "p\(k)", 0o755), 0)
            for (name, text) in [("Package.swift", "// swift-tools-version:5.9\n"), ("F.swift", "let f\(k) = 1\n"),
                                 ("G.swift", "let g\(k) = 1\n")] {
                create("p\(k)/\(name)", in: folder, holding: text)
            }
        }
        close(folder)
        let chain = root.path + String(repeating: "/a", count: depth)
        let files = (0..<count).map { chain + "/p\($0)/F.swift" }
        let walk = ProjectWalk(around: files, allFiles: true)
        let context = walk.contextFiles(given: files, givenLinks: [])
        XCTAssertEqual(context.count, 2 * count)
        XCTAssertEqual(Set(context), Set((0..<count).flatMap { [chain + "/p\($0)/G.swift", chain + "/p\($0)/Package.swift"] }))
    }

    /// A project whose folder 1,000 deep holds a file and 256 links to it, linted through a list
    /// naming one file at its top: each link of the context was resolved by `realpath`, which
    /// reads every component of its path again (64 links 2,000 deep: 31 s in a release build).
    /// Every link leads to the one file, which is context once, under the first of its names
    /// in byte order (`L0.swift`).
    func testLinksDeepDownInTheContextOfAList() throws {
        let depth = 1_000, count = 256
        create("Package.swift", holding: "// swift-tools-version:5.9\n")
        create("main.swift", holding: "let m = 1\n")
        let folder = folderChain(below: open(root.path, O_RDONLY | O_DIRECTORY), depth: depth)
        create("T.swift", in: folder, holding: "let t = 1\n")
        for k in 0..<count { XCTAssertEqual(symlinkat("T.swift", folder, "L\(k).swift"), 0) }
        close(folder)
        let given = [root.path + "/main.swift"]
        let walk = ProjectWalk(around: given, allFiles: true)
        XCTAssertEqual(walk.contextFiles(given: given, givenLinks: []),
                       [root.path + "/Package.swift", root.path + String(repeating: "/a", count: depth) + "/L0.swift"])
    }

    // MARK: - Configuration.includes: files named through a link, deep down

    /// 500 files at the bottom of a chain of 1,000 folders, named through a link to the folder
    /// of a configuration that excludes some: each file seemed to lie outside the folder and was
    /// resolved by `realpath`, which reads every component of its path again (depth² a file:
    /// 64 files took 4 s in a release build, 7 s at 2,000 deep). Resolved from its folder's
    /// resolution, kept for the run, each file is judged as its real path is.
    func testManyFilesNamedThroughALinkDeepDownUnderAConfiguration() throws {
        let depth = 1_000, count = 500
        try FileManager.default.createDirectory(at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
        create("real/" + Configuration.fileName, holding: #"{"version": 1, "exclude": ["**/F1*.swift"]}"#)
        XCTAssertEqual(symlink("real", root.appendingPathComponent("link").path), 0)
        let folder = folderChain(below: open(root.appendingPathComponent("real").path, O_RDONLY | O_DIRECTORY), depth: depth)
        for k in 0..<count {
            create("F\(k).swift", in: folder, holding: "let x\(k) = 1\n")
        }
        close(folder)
        let chain = root.path + "/link" + String(repeating: "/a", count: depth)
        let files = (0..<count).map { chain + "/F\($0).swift" }
        let plan = try ConfigurationPlan(CommandLineOptions())
        // F1, F10 to F19 and F100 to F199 are excluded.
        XCTAssertEqual(try plan.included(files), files.enumerated().filter { !"\($0.offset)".hasPrefix("1") }.map(\.element))
    }

    // MARK: - ConfigurationLoader: a deep chain of configurations

    /// 1,000 nested folders, each with a Swift file and a `.bgtask-lint.json`: each folder's
    /// path was resolved by `realpath` twice, and `realpath` reads every component of it (n³:
    /// 18 s for 1,000 in a debug build). Each file is governed by its own folder's configuration.
    func testADeepChainOfFoldersEachWithAConfiguration() throws {
        let count = 1_000
        // Made relative to the folder above, which stays open: a path from the root each time
        // would cost the chain's length every time, n² in all.
        var folder = open(root.path, O_RDONLY | O_DIRECTORY)
        for k in 0..<count {
            XCTAssertEqual(mkdirat(folder, "a", 0o755), 0)
            let inner = openat(folder, "a", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = inner
            for (name, text) in [("F.swift", "let x = \(k)\n"), (Configuration.fileName, #"{"version": 1, "exclude": ["x\#(k)"]}"#)] {
                create(name, in: folder, holding: text)
            }
        }
        close(folder)
        let discovery = FileDiscovery.discover([root.path])
        XCTAssertEqual(discovery.files.count, count)
        let loader = ConfigurationLoader(walkedFolders: discovery.folderMarkers)
        for file in discovery.files {
            let configuration = try loader.configuration(forFile: file)
            let depth = file.split(separator: "/").count - root.path.split(separator: "/").count - 1
            XCTAssertEqual(configuration.path, FileDiscovery.folder(of: file) + "/" + Configuration.fileName)
            XCTAssertEqual(configuration.exclude.map(\.pattern), ["x\(depth - 1)"])
            XCTAssertTrue(configuration.includes(file))
        }
    }
}
