import XCTest
@testable import BGTaskLint

/// Unit tests of the driver's pieces that need no process: option parsing, UTF-8 validation
/// and path sanitizing.
final class DriverTests: XCTestCase {
    // MARK: - CommandLineOptions.parse

    func parse(_ arguments: [String]) throws -> CommandLineOptions {
        try CommandLineOptions.parse(arguments)
    }

    func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try CommandLineOptions.parse(arguments)
            XCTFail("\(arguments) should be a usage error", file: file, line: line)
            return nil
        } catch {
            return error.description
        }
    }

    func testDefaults() throws {
        let options = try parse([])
        XCTAssertEqual(options.paths, ["."])
        XCTAssertFalse(options.strict)
        XCTAssertFalse(options.quiet)
        XCTAssertFalse(options.listRules)
        XCTAssertFalse(options.showVersion)
        XCTAssertFalse(options.showHelp)
        XCTAssertNil(options.enabled)
        XCTAssertEqual(options.disabled, [])
        XCTAssertEqual(options.selectedRules.map { $0.metadata.id }, RuleRegistry.all.map { $0.metadata.id })
    }

    func testFlagsAndPathsInAnyOrder() throws {
        let options = try parse(["a.swift", "--strict", "Sources", "-q", "--list-rules", "--version", "-h"])
        XCTAssertEqual(options.paths, ["a.swift", "Sources"])
        XCTAssertTrue(options.strict)
        XCTAssertTrue(options.quiet)
        XCTAssertTrue(options.listRules)
        XCTAssertTrue(options.showVersion)
        XCTAssertTrue(options.showHelp)
        XCTAssertTrue(try parse(["--quiet"]).quiet)
        XCTAssertTrue(try parse(["--help"]).showHelp)
    }

    func testEnableAndDisableLists() throws {
        let spaced = try parse(["--enable", "missing-invalid-reset, missing-end-in-expiration-handler,"])
        XCTAssertEqual(spaced.enabled, ["missing-invalid-reset", "missing-end-in-expiration-handler"])
        XCTAssertEqual(try parse(["--enable=missing-invalid-reset"]).enabled, ["missing-invalid-reset"])
        let repeated = try parse(["--enable", "missing-invalid-reset", "--enable=long-work-in-expiration-handler"])
        XCTAssertEqual(repeated.enabled, ["missing-invalid-reset", "long-work-in-expiration-handler"])
        XCTAssertEqual(repeated.paths, ["."])
        XCTAssertEqual(repeated.selectedRules.map { $0.metadata.id },
                       ["missing-invalid-reset", "long-work-in-expiration-handler"], "registry order")

        let disabled = try parse(["--disable", "missing-invalid-reset", "--disable", "strong-self-in-expiration-handler"])
        XCTAssertNil(disabled.enabled)
        XCTAssertEqual(disabled.disabled, ["missing-invalid-reset", "strong-self-in-expiration-handler"])
        XCTAssertFalse(disabled.selectedRules.contains { $0.metadata.id == "missing-invalid-reset" })
        XCTAssertEqual(disabled.selectedRules.count, RuleRegistry.all.count - 2)
    }

    func testUsageErrors() {
        XCTAssertEqual(usageError(["--bogus"]), "unknown option '--bogus'")
        XCTAssertEqual(usageError(["-x", "a.swift"]), "unknown option '-x'")
        XCTAssertEqual(usageError(["--enable"]), "--enable needs a value")
        XCTAssertEqual(usageError(["--disable"]), "--disable needs a value")
        XCTAssertEqual(usageError(["--enable="]), "--enable needs at least one rule id")
        XCTAssertEqual(usageError(["--enable", " , "]), "--enable needs at least one rule id")
        XCTAssertEqual(usageError(["--enable", "missing-invalid-reset,nope"]), "unknown rule 'nope' in --enable (see --list-rules)")
        XCTAssertEqual(usageError(["--disable=nope"]), "unknown rule 'nope' in --disable (see --list-rules)")
        XCTAssertEqual(usageError(["--strict=false"]), "--strict does not take a value")
        XCTAssertEqual(usageError(["--quiet=1"]), "--quiet does not take a value")
        XCTAssertEqual(usageError(["--help=me"]), "--help does not take a value")
        XCTAssertEqual(usageError(["--timing=false"]), "--timing does not take a value")
    }

    /// Every option the usage lists without a value (`--timing`, not `--jobs N`) refuses one
    /// given with `=`: `--timing=false` once turned timing on. The usage is the list, so a flag
    /// added later is covered without this test knowing it.
    func testEveryFlagWithoutAValueRefusesOne() {
        let flags = CommandLineOptions.usage.split(separator: "\n").compactMap { line -> String? in
            // `-h, --help`: the long name is the one with `=`.
            let words = line.split(separator: " ").drop { $0.hasSuffix(",") && !$0.hasPrefix("--") }
            guard let first = words.first, first.hasPrefix("--") else { return nil }
            let name = String(first)
            // `--jobs N`: the next word is an upper-case placeholder; a flag is followed by its description.
            let takesValue = words.dropFirst().first?.allSatisfy { $0.isUppercase || $0 == "," || $0 == "." } == true
            return takesValue ? nil : name
        }
        XCTAssertEqual(Set(flags), ["--strict", "--quiet", "--no-project-index", "--timing", "--list-rules", "--print-config",
                                    "--statistics", "--version", "--help"], "the usage read as expected")
        for flag in flags {
            XCTAssertEqual(usageError(["\(flag)=false"]), "\(flag) does not take a value")
        }
    }

    func testDoubleDashEndsOptions() throws {
        let options = try parse(["--strict", "--", "--enable", "-x.swift", "a.swift"])
        XCTAssertTrue(options.strict)
        XCTAssertNil(options.enabled)
        XCTAssertEqual(options.paths, ["--enable", "-x.swift", "a.swift"])
        XCTAssertEqual(try parse(["-"]).paths, ["-"], "a lone dash is a path, not an option")
        XCTAssertEqual(try parse(["--"]).paths, ["."])
    }

    // MARK: - FileDiscovery.sortedByBytes

    /// Byte order is `<`'s order for NFC names: `.` before `/`, a prefix first, UTF-8 after ASCII.
    func testPathsSortByTheirBytesAsStringsSortThem() {
        var generator = SeededGenerator(seed: 5)
        let parts = ["a", "a.swift", "b", "B", "_", "é", "z9", "a-b", "ä"]
        for _ in 0..<50 {
            let paths = (0..<Int(generator.next() % 40)).map { _ in
                (0..<Int(1 + generator.next() % 3)).map { _ in parts[Int(generator.next() % UInt64(parts.count))] }
                    .joined(separator: "/")
            }
            XCTAssertEqual(FileDiscovery.sortedByBytes(paths), paths.sorted())
        }
        XCTAssertEqual(FileDiscovery.sortedByBytes(["x/a/b.swift", "x/a.swift", "", "x/a"]), ["", "x/a", "x/a.swift", "x/a/b.swift"])
    }

    /// Each folder's walk sorts its own files on its own core; a folder's files and the runs of
    /// its folders' files then merge into the order one sort of the whole gives.
    func testMergedRunsAreTheSortedWhole() {
        var generator = SeededGenerator(seed: 23)
        let parts = ["a", "a.swift", "a-b", "a0", "a b", "é", "Z", "_", "b.swift", "a.b"]
        func pick() -> String { parts[Int(generator.next() % UInt64(parts.count))] }
        for _ in 0..<300 {
            let files = Set((0..<Int(generator.next() % 6)).map { _ in "p/" + pick() + ".swift" })
            var blocks: [(key: String, files: [String])] = []
            for folder in Set((0..<Int(generator.next() % 5)).map { _ in pick() }) {
                let below = Set((0..<Int(1 + generator.next() % 4)).map { _ in "p/\(folder)/" + pick() + "/" + pick() })
                blocks.append(("p/\(folder)/", FileDiscovery.sortedByBytes(Array(below))))
            }
            let whole = FileDiscovery.sortedByBytes(Array(files) + blocks.flatMap(\.files))
            XCTAssertEqual(FileDiscovery.merged(FileDiscovery.sortedByBytes(Array(files)), blocks.shuffled(using: &generator)), whole)
        }
    }

    /// A walk of random trees, of names that sort close to one another (`a`, `a.swift`, `a-b`,
    /// `a b`), finds every file, in the order one sort of them all gives.
    func testRandomWalkedTreesComeOutAsTheSortedWhole() throws {
        var generator = SeededGenerator(seed: 29)
        let parts = ["a", "a.swift", "a-b", "a0", "a b", "é", "Z", "_", "b.swift", "a.b"]
        func pick() -> String { parts[Int(generator.next() % UInt64(parts.count))] }
        for round in 0..<20 {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-merge-\(getpid())-\(round)")
            defer { try? FileManager.default.removeItem(at: root) }
            var made: Set<String> = []
            for _ in 0..<Int(1 + generator.next() % 40) {
                let depth = Int(generator.next() % 4)
                let folder = (0..<depth).reduce(root) { url, _ in url.appendingPathComponent(pick()) }
                let file = folder.appendingPathComponent(pick() + ".swift")
                // A name already made a file cannot become a folder, nor the other way round.
                guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                      (try? Data("let x = 1\n".utf8).write(to: file)) != nil else { continue }
                made.insert(file.path)
            }
            let found = FileDiscovery.discover([root.path]).files
            XCTAssertEqual(Set(found), made)
            XCTAssertEqual(found, made.sorted(), "round \(round)")
        }
    }

    func testAWalkedTreeComesOutSortedByBytes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("walk-order-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let names = ["a", "a-b", "a0", "a b", "é", "Z", "_x", "a.b"]
        var made: [String] = []
        for first in names {
            for second in names.prefix(4) {
                let folder = root.appendingPathComponent(first).appendingPathComponent(second)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for file in [folder.appendingPathComponent("x.swift"), folder.deletingLastPathComponent().appendingPathComponent(second + ".swift")] {
                    try Data("let x = 1\n".utf8).write(to: file)
                    made.append(file.path)
                }
            }
            try Data("let y = 2\n".utf8).write(to: root.appendingPathComponent(first + ".swift"))
            made.append(root.appendingPathComponent(first + ".swift").path)
        }
        let found = FileDiscovery.discover([root.path]).files
        XCTAssertEqual(found, FileDiscovery.sortedByBytes(found))
        XCTAssertEqual(Set(found), Set(made))
        // Folders without subfolders, beside one with many: fewer folders walked below than
        // given (the results were once sized by the former).
        let flat = root.appendingPathComponent("a").appendingPathComponent("a").path
        let each = FileDiscovery.walkEach([flat, root.path, flat])
        XCTAssertEqual(each.map(\.files), [[flat + "/x.swift"], found, [flat + "/x.swift"]])
        XCTAssertEqual(FileDiscovery.discover([flat]).files, [flat + "/x.swift"])
    }

    // MARK: - ReadAhead

    /// The reads of the files linted, in their order, whatever was read ahead: a subset of the
    /// files found, and (never asked today, but never lost) a path not read ahead or out of order.
    func testReadAheadGivesTheReadsOfTheFilesLinted() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("read-ahead-\(getpid())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = try ["a", "b", "c", "d"].map { name -> String in
            let path = root.appendingPathComponent(name + ".swift").path
            try Data("let \(name) = 1\n".utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        try Data([0x61, 0xFF]).write(to: URL(fileURLWithPath: paths[3]))
        for linted in [paths, [paths[1], paths[3]], [paths[2], paths[0]], [paths[0], paths[0]], []] {
            let reads = ReadAhead(Array(paths.prefix(3))).reads(of: linted)
            XCTAssertEqual(reads.map(\.path), linted)
            for read in reads {
                switch read.result {
                case .success(let source): XCTAssertEqual(source.path, read.path)
                case .failure(let failure): XCTAssertEqual(read.path, paths[3], failure.description)
                }
            }
        }
    }

    // MARK: - InputSelection.listedPaths

    /// A list of paths is split on newlines (or on NULs when it holds any), each line's `\r`
    /// dropped and empty lines skipped — as the generic split and trim it replaced did.
    func testAListOfPathsSplitsAsLinesOrOnNULs() {
        XCTAssertEqual(InputSelection.listedPaths(Array("a.swift\r\n\nb c.swift\n\r\nd".utf8)), ["a.swift", "b c.swift", "d"])
        XCTAssertEqual(InputSelection.listedPaths(Array("a\nb\0c\r\0\0".utf8)), ["a\nb", "c"])
        XCTAssertEqual(InputSelection.listedPaths([]), [])
        XCTAssertEqual(InputSelection.listedPaths([0xFF, 0x0D, 0x0A, 0x61]), ["\u{FFFD}", "a"])
        XCTAssertEqual(InputSelection.listedPaths([0xEF, 0xBB, 0xBF] + Array("a.swift\nb.swift".utf8)), ["a.swift", "b.swift"],
                       "a byte-order mark before the first path is no part of it")
        func reference(_ bytes: [UInt8]) -> [String] {
            let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
            return bytes.split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
                .map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
                .filter { !$0.isEmpty }
        }
        var generator = SeededGenerator(seed: 11)
        let alphabet: [UInt8] = [0x61, 0x2F, 0x0A, 0x0D, 0x00, 0x20, 0xC3, 0xA9, 0xFF]
        for _ in 0..<2_000 {
            let bytes = (0..<Int(generator.next() % 24)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            XCTAssertEqual(InputSelection.listedPaths(bytes), reference(bytes), "\(bytes)")
        }
    }

    // MARK: - SourceReader.validate

    func failure(_ bytes: [UInt8]) -> String? {
        SourceReader.validate(bytes)?.description
    }

    func testValidUTF8IsAccepted() {
        XCTAssertNil(failure([]))
        XCTAssertNil(failure(Array("let x = 1\n".utf8)))
        XCTAssertNil(failure(Array("café ∑ 😀 \u{7F} \u{80} \u{7FF} \u{800} \u{FFFF} \u{10000} \u{10FFFF}".utf8)))
        XCTAssertNil(failure([0xEF, 0xBB, 0xBF, 0x61]), "a BOM is fine")
        XCTAssertNil(failure([0xED, 0x9F, 0xBF]), "U+D7FF, just below the surrogates")
        XCTAssertNil(failure([0xEE, 0x80, 0x80]), "U+E000, just above the surrogates")
    }

    /// The block-skipping check gives the first malformed offset a plain byte loop gives, on
    /// texts where ASCII, accented letters, emoji and broken sequences alternate at every
    /// distance from the 64-byte blocks' edges.
    func testTheFastUTF8CheckAgreesWithAByteLoop() {
        func reference(_ bytes: [UInt8]) -> String? {
            guard let offset = firstMalformed(bytes) else { return nil }
            return bytes.contains(0) ? "not a text file (NUL bytes and invalid UTF-8)" : "invalid UTF-8 at byte \(offset)"
        }
        func firstMalformed(_ bytes: [UInt8]) -> Int? {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let (length, minimum): (Int, UInt32) = switch byte {
                case 0..<0x80: (1, 0)
                case 0xC2...0xDF: (2, 0x80)
                case 0xE0...0xEF: (3, 0x800)
                case 0xF0...0xF4: (4, 0x10000)
                default: (0, 0)
                }
                guard length > 0, index + length <= bytes.count else { return index }
                var scalar = length == 1 ? UInt32(byte) : UInt32(byte) & (0xFF >> (length + 1))
                for offset in 1..<max(length, 1) {
                    guard bytes[index + offset] & 0xC0 == 0x80 else { return index }
                    scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
                index += length
            }
            return nil
        }
        var generator = SeededGenerator(seed: 13)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("let x = 1\n".utf8), Array("é".utf8), Array("∑".utf8), Array("😀".utf8),
                                 [0xC3], [0xA9], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0xFF], [0x00]]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            let pieceCount = Int(generator.next() % 40)
            for _ in 0..<pieceCount {
                // Mostly valid pieces, and long ASCII runs now and then to cross whole blocks.
                let pick = Int(generator.next() % 64)
                if pick < 7 {
                    bytes += pieces[5 + pick]
                } else if pick < 12 {
                    bytes += [UInt8](repeating: UInt8(ascii: "x"), count: Int(generator.next() % 130))
                } else {
                    bytes += pieces[pick % 5]
                }
            }
            XCTAssertEqual(failure(bytes), reference(bytes), "\(bytes)")
        }
    }

    /// swiftc reads a NUL as whitespace (with a warning): text holding one is not refused.
    func testNULInValidTextIsAccepted() {
        XCTAssertNil(failure([0x61, 0x00, 0x62]))
        XCTAssertNil(failure([0x00]))
    }

    /// NULs and malformed UTF-8 together: a binary file (encrypted, compiled) named `.swift`.
    func testNULWithMalformedUTF8IsBinary() {
        XCTAssertEqual(failure([0xFF, 0x61, 0x00]), "not a text file (NUL bytes and invalid UTF-8)")
        XCTAssertEqual(failure(Array(repeating: 0x61, count: 200) + [0xC3, 0x00]), "not a text file (NUL bytes and invalid UTF-8)")
    }

    /// Each NUL becomes a space, in place, wherever it is (blocks of every length, runs, ends).
    func testNULsAreBlankedToSpaces() {
        for length in [1, 7, 64, 65, 200] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0x00
                if position + 2 < length { bytes[position + 2] = 0x00 }
                let expected = bytes.map { $0 == 0 ? UInt8(ascii: " ") : $0 }
                let nulCount = bytes.filter { $0 == 0 }.count
                XCTAssertEqual(SourceReader.blankNULs(&bytes), nulCount, "\(position) of \(length)")
                XCTAssertEqual(bytes, expected, "\(position) of \(length)")
            }
        }
        var none = Array("let x = 1".utf8)
        XCTAssertEqual(SourceReader.blankNULs(&none), 0)
    }

    func testOverlongForms() {
        XCTAssertEqual(failure([0xC0, 0xAF]), "invalid UTF-8 at byte 0", "overlong '/'")
        XCTAssertEqual(failure([0x61, 0xC1, 0xBF]), "invalid UTF-8 at byte 1")
        XCTAssertEqual(failure([0xE0, 0x80, 0xAF]), "invalid UTF-8 at byte 0", "3-byte overlong")
        XCTAssertEqual(failure([0xE0, 0x9F, 0xBF]), "invalid UTF-8 at byte 0", "U+07FF in 3 bytes")
        XCTAssertEqual(failure([0xF0, 0x80, 0x80, 0xAF]), "invalid UTF-8 at byte 0", "4-byte overlong")
        XCTAssertEqual(failure([0xF0, 0x8F, 0xBF, 0xBF]), "invalid UTF-8 at byte 0", "U+FFFF in 4 bytes")
        XCTAssertEqual(failure([0xC0, 0x80]), "invalid UTF-8 at byte 0", "modified UTF-8 NUL")
    }

    func testSurrogatesAndOutOfRange() {
        XCTAssertEqual(failure([0xED, 0xA0, 0x80]), "invalid UTF-8 at byte 0", "U+D800")
        XCTAssertEqual(failure([0x20, 0x20, 0xED, 0xBF, 0xBF]), "invalid UTF-8 at byte 2", "U+DFFF")
        XCTAssertEqual(failure([0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]), "invalid UTF-8 at byte 0", "CESU-8 pair")
        XCTAssertEqual(failure([0xF4, 0x90, 0x80, 0x80]), "invalid UTF-8 at byte 0", "U+110000")
        XCTAssertEqual(failure([0xF5, 0x80, 0x80, 0x80]), "invalid UTF-8 at byte 0")
        XCTAssertEqual(failure([0xFE]), "invalid UTF-8 at byte 0")
        XCTAssertEqual(failure([0xFF]), "invalid UTF-8 at byte 0")
    }

    func testTruncatedAndStraySequences() {
        XCTAssertEqual(failure([0x61, 0xE2, 0x82]), "invalid UTF-8 at byte 1", "cut at the end of the file")
        XCTAssertEqual(failure([0xF0, 0x9F, 0x98]), "invalid UTF-8 at byte 0")
        XCTAssertEqual(failure([0xC3]), "invalid UTF-8 at byte 0")
        XCTAssertEqual(failure([0xE2, 0x82, 0x41, 0x42]), "invalid UTF-8 at byte 0", "cut by an ASCII byte")
        XCTAssertEqual(failure([0xC3, 0xC3, 0xA9]), "invalid UTF-8 at byte 0", "cut by a lead byte")
        XCTAssertEqual(failure([0x61, 0x80]), "invalid UTF-8 at byte 1", "stray continuation byte")
        XCTAssertEqual(failure([0xC3, 0xA9, 0xA9]), "invalid UTF-8 at byte 2", "one continuation too many")
    }

    /// The wide ASCII steps (64 and 8 bytes) see a NUL, a stray byte or a sequence anywhere in them.
    func testEveryPositionOfALongBufferIsChecked() {
        for length in [8, 31, 63, 64, 65, 100, 130] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0x00
                XCTAssertNil(failure(bytes), "NUL at \(position) of \(length)")
                bytes[position] = 0x80
                XCTAssertEqual(failure(bytes), "invalid UTF-8 at byte \(position)", "0x80 at \(position) of \(length)")
                bytes[position] = 0x01
                XCTAssertNil(failure(bytes), "0x01 at \(position) of \(length)")
                guard position + 1 < length else { continue }
                bytes[position] = 0xC3
                bytes[position + 1] = 0xA9
                XCTAssertNil(failure(bytes), "é at \(position) of \(length)")
            }
        }
    }

    /// A path longer than the system's limit is said to be too long, not missing.
    func testAPathTooLongToLookUpSaysSo() {
        let path = String(repeating: "folder/", count: 700) + "File.swift"
        let discovery = FileDiscovery.discover([path, "/nonexistent/bgtask-lint/Missing.swift"])
        XCTAssertEqual(discovery.errors.map(\.reason), ["file name too long", "no such file or directory"])
    }

    func testReadRefusesMissingFiles() {
        guard case .failure(let failure) = SourceReader.read("/nonexistent/bgtask-lint/\(UUID().uuidString).swift") else {
            return XCTFail("a missing file cannot be read")
        }
        XCTAssertEqual(failure.description, "cannot read file (no such file or directory)")
    }

    /// Files read into one reused buffer, with no `fstat` to size it: every size around the
    /// buffer's growth steps reads exactly the file, and a scan sketches what a read reads.
    func testReadingIntoAReusedBufferReadsEachFileWhole() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("read-buffer-\(getpid())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var buffer = ReadBuffer(capacity: 16)
        defer { buffer.free() }
        // Larger files first, then smaller ones: a grown buffer must not leak a longer file's tail.
        for size in [300_000, 262_145, 262_144, 262_143, 70_000, 33, 32, 17, 16, 15, 1, 0] {
            let bytes = (0..<size).map { UInt8(0x20 + ($0 * 31 + size) % 95) }
            let path = root.appendingPathComponent("f\(size).swift").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            guard case .success(let count) = SourceReader.read(path, into: &buffer) else { return XCTFail("read \(size)") }
            XCTAssertEqual(Array(UnsafeBufferPointer(start: buffer.base, count: count)), bytes, "size \(size)")
            guard case .success(let scanned) = SourceReader.scan(path) else { return XCTFail("scan \(size)") }
            XCTAssertEqual(scanned.sketch.functionNames, DeclarationScanner.sketch(bytes).functionNames)
        }
        XCTAssertGreaterThanOrEqual(buffer.capacity, 300_000)
        // What cannot be read fails as reading it into its own array does.
        for path in [root.path, root.appendingPathComponent("missing.swift").path] {
            guard case .failure(let intoBuffer) = SourceReader.read(path, into: &buffer),
                  case .failure(let intoArray) = SourceReader.readBytes(path) else { return XCTFail(path) }
            XCTAssertEqual(intoBuffer.description, intoArray.description)
        }
    }

    /// A file of a gigabyte or more is refused after at most 8 MB are read, not read whole.
    func testAGigabyteFileIsRefusedWithoutBeingRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sparse-\(getpid()).swift").path
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { unlink(path) }
        XCTAssertEqual(ftruncate(descriptor, 1 << 30), 0) // sparse: no disk, reads as zeros
        close(descriptor)
        var buffer = ReadBuffer(capacity: 256 * 1024)
        defer { buffer.free() }
        guard case .failure(let failure) = SourceReader.read(path, into: &buffer) else { return XCTFail("read whole") }
        XCTAssertEqual(failure.description, "file is larger than 1 GiB")
        XCTAssertLessThanOrEqual(buffer.capacity, 16 << 20)
    }

    // MARK: - Standard streams

    func testStandardInputThatFailsOrNeverEndsIsAFailureNotInput() {
        guard case .failure(let closed) = StandardStreams.readAll(from: -1) else { return XCTFail("read a closed descriptor") }
        XCTAssertEqual(closed.description, "cannot read file (bad file descriptor)")
        let zero = open("/dev/zero", O_RDONLY)
        XCTAssertGreaterThanOrEqual(zero, 0)
        defer { close(zero) }
        guard case .failure(.tooLarge) = StandardStreams.readAll(from: zero, limit: 1 << 20) else {
            return XCTFail("endless input was read past its limit")
        }
    }

    // MARK: - TextReporter.sanitize

    func testSanitizeEscapesControlCharactersOnly() {
        XCTAssertEqual(TextReporter.sanitize("Sources/café ∑/a b.swift"), "Sources/café ∑/a b.swift")
        XCTAssertEqual(TextReporter.sanitize("a\nb\tc\r\u{1B}[0m\u{7F}"), "a\\u{a}b\\u{9}c\\u{d}\\u{1b}[0m\\u{7f}")
        XCTAssertEqual(TextReporter.sanitize("x\u{9B}2J\u{85}"), "x\\u{9b}2J\\u{85}", "C1 controls too")
        XCTAssertEqual(TextReporter.sanitize("\u{A0}"), "\u{A0}", "no-break space is printable")
        XCTAssertEqual(TextReporter.sanitize("a\u{200B}b\u{200E}c\u{2028}d\u{FEFF}"), "a\\u{200b}b\\u{200e}c\\u{2028}d\\u{feff}",
                       "invisible characters that make names look alike")
        XCTAssertEqual(TextReporter.sanitize("👨\u{200D}👩"), "👨\u{200D}👩", "emoji sequences keep their joiner")
    }

    func testMessagesOnStderrAreEscapedLineByLineAndCut() {
        XCTAssertEqual(OutputEscaping.escapeControls(keepingLineBreaks: "a\u{1B}[31m\nb\tc\n"), "a\\u{1b}[31m\nb\\u{9}c\n")
        let long = String(repeating: "*", count: OutputEscaping.longestLine + 5)
        XCTAssertEqual(OutputEscaping.escapeControls(keepingLineBreaks: "x: " + long + "\n"),
                       "x: " + String(repeating: "*", count: OutputEscaping.longestLine - 3) + "… (8 more characters)\n")
        XCTAssertEqual(OutputEscaping.escapeControls(keepingLineBreaks: "plain\nlines\n"), "plain\nlines\n")
    }

    func testJSONEscapesWhatTextEscapes() throws {
        XCTAssertEqual(JSONValue.quoted("a\u{202E}b\u{7F}c\u{200B}"), "\"a\\u202eb\\u007fc\\u200b\"")
        let json = Baseline.escapingInvisibles("{\"path\": \"x\u{202E}y\u{9B}.swift\"}\n")
        XCTAssertEqual(json, "{\"path\": \"x\\u202ey\\u009b.swift\"}\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        XCTAssertEqual(decoded?["path"], "x\u{202E}y\u{9B}.swift", "the same string to a JSON reader")
    }
}
