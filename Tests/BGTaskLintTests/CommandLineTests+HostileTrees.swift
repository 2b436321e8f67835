import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Trees a file system can hand the tool that no source file would: a folder of 100,000
/// entries, links to devices. An extension of the end-to-end tests: same temporary root, same
/// subprocess runner.
extension CommandLineTests {
    /// 100,000 files in one folder, with names long enough that `readdir` fills its buffer to
    /// the end many times over (reading a name past the end of that buffer once crashed a run;
    /// `.ci/asan-smoke` catches such a read, this test makes sure the walk sees every file).
    func testHundredThousandFilesInOneFolder() throws {
        let folder = root.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let count = 100_000
        let padding = String(repeating: "x", count: 180)
        let body = Array("let value = 1\n".utf8)
        for index in 0..<count {
            let path = folder.appendingPathComponent("f\(index)-\(padding).swift").path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            XCTAssertGreaterThanOrEqual(descriptor, 0, "cannot create \(path)")
            _ = body.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        try write("many/Uploader.swift", Self.missingEnd)

        let result = try run(["many"], timeout: 300)
        XCTAssertEqual(result.stdout, "many/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: count + 1))
        XCTAssertEqual(result.status, 1)
    }

    /// A list of files from 20,000 separate projects (each its own `.git`): each project is
    /// found and walked once, and its unlisted file is context. Finding whether a folder lies in
    /// a project found already once tried every project found (20,000² checks, minutes); the
    /// time limit of the run is what fails here if that comes back.
    func testAListOfFilesFromTwentyThousandProjects() throws {
        let count = 20_000
        var list: [UInt8] = []
        for index in 0..<count {
            let project = root.appendingPathComponent("p\(index)")
            try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: project.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            for (name, body) in [("Listed", "func listed\(index)() {}\n"), ("Other", "func other\(index)() {}\n")] {
                let path = project.appendingPathComponent("Sources/\(name).swift").path
                let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                XCTAssertGreaterThanOrEqual(descriptor, 0, "cannot create \(path)")
                _ = Array(body.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
            list += Array("p\(index)/Sources/Listed.swift\n".utf8)
        }
        try write("p7/Sources/Listed.swift", Self.missingEnd)

        let result = try run(["--files-from", "-"], in: root, timeout: 30, stdin: Data(list))
        XCTAssertEqual(result.stdout, "p7/Sources/Listed.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(result.stderr, summary(errors: 1, warnings: 0, files: 1, checked: count))
        XCTAssertEqual(result.status, 1)
    }

    /// Folders nested deeper than a path can name (`PATH_MAX`): the one that cannot be opened
    /// is named with the system's reason, and everything above it is linted.
    func testFoldersNestedPastThePathLengthLimitAreReported() throws {
        try write("deep/Uploader.swift", Self.missingEnd)
        let name = String(repeating: "d", count: 100)
        // Made (and removed) relative to open folders: no path could name the deepest ones.
        var folders = [open(root.appendingPathComponent("deep").path, O_RDONLY | O_DIRECTORY)]
        defer {
            for (depth, folder) in folders.enumerated().reversed() {
                if depth + 1 < folders.count { _ = unlinkat(folder, name, AT_REMOVEDIR) }
                close(folder)
            }
        }
        for _ in 0..<50 { // 50 × 101 bytes: past the 4,096 a path may have
            let parent = folders[folders.count - 1]
            XCTAssertEqual(mkdirat(parent, name, 0o755), 0)
            folders.append(openat(parent, name, O_RDONLY | O_DIRECTORY))
            XCTAssertGreaterThanOrEqual(folders[folders.count - 1], 0)
        }

        let result = try run(["deep"], timeout: 60)
        XCTAssertEqual(result.stdout, "deep/Uploader.swift:\(Self.missingEndLine)\n")
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("bgtask-lint: error: deep/\(name)/\(name)/") == true, result.stderr)
        XCTAssertTrue(lines.first?.hasSuffix(": cannot read directory (file name too long)") == true, result.stderr)
        XCTAssertEqual(result.status, 2)
    }

    /// A link to a device is never read, in a folder or named: `/dev/zero` would never end and
    /// `/dev/tty` would wait for a keyboard.
    func testLinksToDevicesAreNeverRead() throws {
        try write("src/Uploader.swift", Self.missingEnd)
        for device in ["zero", "null", "tty"] {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("src/\(device).swift").path,
                                                       withDestinationPath: "/dev/\(device)")
        }
        let walked = try run(["src"], timeout: 20)
        XCTAssertEqual(walked.stdout, "src/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertEqual(walked.stderr, summary(errors: 1, warnings: 0, files: 1, checked: 1))
        XCTAssertEqual(walked.status, 1)

        let named = try run(["src/zero.swift", "/dev/null", "src/Uploader.swift"], timeout: 20)
        XCTAssertEqual(named.stdout, "src/Uploader.swift:\(Self.missingEndLine)\n")
        XCTAssertTrue(named.stderr.hasPrefix("bgtask-lint: error: src/zero.swift: not a regular file\n"
            + "bgtask-lint: error: /dev/null: not a regular file\n"), named.stderr)
        XCTAssertEqual(named.status, 2)
    }
}
