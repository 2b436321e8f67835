import XCTest
@testable import BGTaskLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A long list's paths read from their folders' listings (`ListedFolders`) must be discovered
/// exactly as looking each one up does: the same files, in the same order, the same ones kept
/// of several spellings of one file, the same links and the same errors.
final class ListedFoldersTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("listed-folders-\(UUID().uuidString)")
        for folder in ["Sources/App", "Sources/Kit", "Tests", "Sources/Folder.swift"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for index in 0..<30 {
            try write("Sources/App/File\(index).swift")
            try write("Sources/Kit/Part\(index).swift")
        }
        try write("Tests/Test.swift")
        try write("Sources/App/notes.txt")
        XCTAssertEqual(symlink("File0.swift", root.appendingPathComponent("Sources/App/Link.swift").path), 0)
        XCTAssertEqual(symlink("../Kit", root.appendingPathComponent("Sources/App/KitLink").path), 0)
        XCTAssertEqual(mkfifo(root.appendingPathComponent("Sources/App/Pipe.swift").path, 0o644), 0)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root.path))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String) throws {
        try "let x = 1\n".write(to: root.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    private var plainFiles: [String] {
        (0..<30).flatMap { ["Sources/App/File\($0).swift", "Sources/Kit/Part\($0).swift"] } + ["Tests/Test.swift"]
    }

    func testAListOfPlainFilesWithRespellings() {
        let paths = plainFiles + ["./Sources/App/File3.swift", root.path + "/Sources/Kit/Part4.swift",
                                  "Sources/Kit/../App/File5.swift", "Sources//App/File6.swift", "Sources/App/notes.txt"]
        assertSameDiscovery(paths)
        let listed = FileDiscovery.discover(paths, listingFolders: true)
        XCTAssertEqual(listed.files.count, plainFiles.count + 1, "each respelled file kept once; notes.txt is a file too")
    }

    func testAListWithLinksFIFOsFoldersAndMissingPaths() {
        let paths = plainFiles + ["Sources/App/Link.swift", "Sources/App/Pipe.swift", "Sources/App/Missing.swift",
                                  "Sources/app/File1.swift", "Sources/Folder.swift", "Sources/App/KitLink/Part7.swift",
                                  "Sources/App/", "Sources/.", "Sources/App/..", "Tests"]
        assertSameDiscovery(paths)
        let listed = FileDiscovery.discover(paths, listingFolders: true)
        XCTAssertTrue(listed.errors.contains { $0.path == "Sources/App/Pipe.swift" && $0.reason == "not a regular file" })
        XCTAssertTrue(listed.errors.contains { $0.path == "Sources/App/Missing.swift" })
        XCTAssertFalse(listed.files.contains("Sources/App/Link.swift"), "the link's file is listed under its own name")
    }

    func testAListNamingOnlyALinkKeepsTheLink() {
        let paths = plainFiles.filter { $0 != "Sources/App/File0.swift" } + ["Sources/App/Link.swift"]
        assertSameDiscovery(paths)
        XCTAssertTrue(FileDiscovery.discover(paths, listingFolders: true).links.contains("Sources/App/Link.swift"))
    }

    // MARK: - The listings a run keeps

    /// Within a run, a folder a list's discovery listed is read back as it was listed, its
    /// listed regular files marked; after the run nothing is kept.
    func testARunReadsAListedFolderBackAsItWasListed() {
        let onDisk = entries(of: "Sources/App")
        XCTAssertTrue(onDisk.allSatisfy { !$0.isListed }, "outside a run nothing is recorded")
        FolderMarkers.listingOnce {
            _ = FileDiscovery.discover(plainFiles + ["Sources/App/Link.swift"], listingFolders: true)
            let recorded = entries(of: "Sources/App")
            XCTAssertEqual(recorded.map(\.name), onDisk.map(\.name))
            XCTAssertEqual(recorded.map(\.type), onDisk.map(\.type))
            XCTAssertEqual(recorded.map(\.inode), onDisk.map(\.inode))
            XCTAssertEqual(Set(recorded.filter(\.isListed).map(\.name)), Set((0..<30).map { "File\($0).swift" }),
                           "the link, the FIFO and the unlisted text file are not listed regular files")
        }
        XCTAssertTrue(entries(of: "Sources/App").allSatisfy { !$0.isListed })
    }

    /// `Sources/App/KitLink/..` is `Sources` (the link leads to `Sources/Kit`), not the
    /// `Sources/App` its spelling says: its listing must not stand for `Sources/App`'s.
    func testAFolderSpelledThroughALinkAndDotDotIsNotRecordedUnderItsSpelling() {
        FolderMarkers.listingOnce {
            _ = FileDiscovery.discover(["Sources/App/KitLink/../Folder.swift", "Tests/Test.swift"], listingFolders: true)
            XCTAssertTrue(entries(of: "Sources/App").contains { $0.name == "File0.swift" })
        }
    }

    /// A project walk that leaves out the files the list names (read back from the listings)
    /// finds the context a full walk finds: with every listed file given, and with some left
    /// out (as a configuration excluding them does), when its roots are walked again.
    /// Absolute paths: the run's working folder is read once per process, by an earlier test.
    func testAProjectWalkOmittingListedFilesFindsTheContextAFullWalkFinds() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let top = StandardizedPath.standardized(root.path) + "/"
        let listed = plainFiles.filter { $0 != "Sources/App/File7.swift" }.map { top + $0 }
        FolderMarkers.listingOnce {
            let discovery = FileDiscovery.discover(listed, listingFolders: true)
            XCTAssertEqual(discovery.files, listed)
            for (given, context) in [(listed, ["App/File7.swift"]),
                                     (listed.filter { !$0.hasSuffix("/Part3.swift") }, ["App/File7.swift", "Kit/Part3.swift"])] {
                let omitting = ProjectWalk(around: listed, allFiles: true, omittingListedFiles: true)
                    .contextFiles(given: given, givenLinks: discovery.links, everyListedFileGiven: given.count == listed.count)
                let walking = ProjectWalk(around: listed, allFiles: true).contextFiles(given: given, givenLinks: discovery.links)
                XCTAssertEqual(omitting, walking)
                XCTAssertEqual(walking.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }.sorted(), context)
            }
        }
    }

    private struct RecordedEntry {
        var name: String
        var type: UInt8
        var inode: UInt64
        var isListed: Bool
    }

    /// The folder's entries as a run's `DirectoryEntries.forEach` gives them, sorted by name.
    private func entries(of folder: String) -> [RecordedEntry] {
        var entries: [RecordedEntry] = []
        DirectoryEntries.forEach(in: folder) { entry in
            entries.append(RecordedEntry(name: String(decoding: entry.name, as: UTF8.self), type: entry.type,
                                         inode: entry.inode, isListed: entry.isListed))
        }
        return entries.sorted { $0.name < $1.name }
    }

    private func assertSameDiscovery(_ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        let listed = FileDiscovery.discover(paths, listingFolders: true)
        let lookedUp = FileDiscovery.discover(paths, listingFolders: false)
        XCTAssertEqual(listed.files, lookedUp.files, file: file, line: line)
        XCTAssertEqual(listed.links, lookedUp.links, file: file, line: line)
        XCTAssertEqual(listed.errors.map { "\($0.path): \($0.reason)" }, lookedUp.errors.map { "\($0.path): \($0.reason)" },
                       file: file, line: line)
    }
}
