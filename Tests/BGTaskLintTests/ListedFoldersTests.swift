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

    private func assertSameDiscovery(_ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        let listed = FileDiscovery.discover(paths, listingFolders: true)
        let lookedUp = FileDiscovery.discover(paths, listingFolders: false)
        XCTAssertEqual(listed.files, lookedUp.files, file: file, line: line)
        XCTAssertEqual(listed.links, lookedUp.links, file: file, line: line)
        XCTAssertEqual(listed.errors.map { "\($0.path): \($0.reason)" }, lookedUp.errors.map { "\($0.path): \($0.reason)" },
                       file: file, line: line)
    }
}
