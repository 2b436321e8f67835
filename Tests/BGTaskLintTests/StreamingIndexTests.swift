import Foundation
import XCTest
@testable import BGTaskLint

/// The command keeps only the bytes of files the rules analyse and reads others again when a
/// lookup needs them; the sketch finds words 64 bytes at a time. Both must give exactly what
/// reading everything into memory and a byte-by-byte scan give.
final class StreamingIndexTests: XCTestCase {
    // MARK: - Word starts

    /// The words of `bytes` as a byte-at-a-time loop finds them: the reference.
    private func referenceWords(_ bytes: [UInt8]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard WordStarts.isWordByte(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, WordStarts.isWordByte(bytes[index]) { index += 1 }
            words.append(start..<index)
        }
        return words
    }

    private func fastWords(_ bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { buffer in
            guard var words = WordStarts(buffer) else { return [] }
            var result: [Range<Int>] = []
            while let word = words.next() { result.append(word) }
            return result
        }
    }

    func testTheEightByteTestAgreesWithTheByteTestForEveryByte() {
        for byte in 0...255 {
            let lanes = UInt64(byte) << 24 // one lane of eight; the others NUL
            let expected: UInt64 = WordStarts.isWordByte(UInt8(byte)) ? 1 << 3 : 0
            XCTAssertEqual(BlockMasks.wordBitsOfEight(lanes), expected, "byte \(byte)")
        }
        let letters = "a_Z9 é-\u{1}"
        XCTAssertEqual(BlockMasks.wordBitsOfEight(Array(letters.utf8).prefix(8).enumerated().reduce(0) {
            $0 | UInt64($1.element) << UInt64(8 * $1.offset)
        }), 0b0110_1111)
    }

    /// Every byte value at every position of a block: the block masks (SSE2 on x86-64) and the
    /// eight-byte arithmetic both give exactly the byte-by-byte tests' bits.
    func testBlockMasksAgreeWithTheByteTestsForEveryByteAtEveryPosition() {
        var generator = SeededGenerator(seed: 5)
        for byte in 0...255 {
            for position in 0..<64 {
                // ASCII around even positions, random bytes around odd ones.
                let around: UInt8 = position % 2 == 0 ? 0x7F : 0xFF
                var block = (0..<64).map { _ in UInt8(truncatingIfNeeded: generator.next()) & around }
                block[position] = UInt8(byte)
                let letters = block.enumerated().reduce(UInt64(0)) {
                    $0 | (KeywordOccurrences.isLetter($1.element) ? 1 << UInt64($1.offset) : 0)
                }
                let wordBytes = block.enumerated().reduce(UInt64(0)) {
                    $0 | (WordStarts.isWordByte($1.element) ? 1 << UInt64($1.offset) : 0)
                }
                block.withUnsafeBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    XCTAssertEqual(BlockMasks.letters(base), letters, "byte \(byte) at \(position)")
                    XCTAssertEqual(BlockMasks.portableLetters(base), letters, "byte \(byte) at \(position)")
                    XCTAssertEqual(BlockMasks.wordBytes(base), wordBytes, "byte \(byte) at \(position)")
                    XCTAssertEqual(BlockMasks.portableWordBytes(base), wordBytes, "byte \(byte) at \(position)")
                    let nonASCII = block.enumerated().reduce(UInt64(0)) { $0 | ($1.element >= 0x80 ? 1 << UInt64($1.offset) : 0) }
                    XCTAssertEqual(BlockMasks.nonASCII(base), nonASCII, "byte \(byte) at \(position)")
                    XCTAssertEqual(BlockMasks.portableNonASCII(base), nonASCII, "byte \(byte) at \(position)")
                    XCTAssertEqual(BlockMasks.anyNonASCII(base), nonASCII != 0, "byte \(byte) at \(position)")
                }
            }
        }
    }

    func testWordsMatchAByteLoopOnRandomText() {
        var generator = SeededGenerator(seed: 11)
        // Mostly word bytes and blanks, some punctuation and UTF-8, so words often cross the
        // 64-byte blocks, start a block, end one, or fill one entirely.
        let alphabet = Array("abcXYZ_09  \n.({`é".utf8) + [0xFF, 0x80, 0x00]
        for length in [0, 1, 7, 8, 63, 64, 65, 127, 128, 129, 200, 1000, 5000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                XCTAssertEqual(fastWords(bytes), referenceWords(bytes), "length \(length): \(bytes)")
            }
        }
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 300) + [UInt8(ascii: " ")] + Array("end".utf8)
        XCTAssertEqual(fastWords(long), [0..<300, 301..<304])
    }

    /// The substring search for a few names finds exactly what the word walk finds: a name as a
    /// whole word, at the start or end of the text, next to punctuation, UTF-8 or backticks, and
    /// not inside a longer word.
    func testSubstringSearchForANameAgreesWithTheWordWalk() {
        var generator = SeededGenerator(seed: 23)
        let alphabet = Array("abgT1_ .(`é\n".utf8) + [0xFF]
        let names = ["gT", "a", "bgTask", "T1", "_a", "é", "abg"]
        for length in [0, 1, 2, 3, 7, 16, 17, 22, 31, 33, 64, 65, 300] {
            for _ in 0..<40 {
                var bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                // Half the texts get a name planted somewhere (whole or not, by its neighbours).
                let planted = Array(names[Int(generator.next() % UInt64(names.count))].utf8)
                if generator.next() % 2 == 0, planted.count <= bytes.count {
                    let at = Int(generator.next() % UInt64(bytes.count - planted.count + 1))
                    bytes.replaceSubrange(at..<at + planted.count, with: planted)
                }
                for name in names {
                    let hash = DeclarationScanner.hash(name)
                    let walked = DeclarationScanner.words(of: bytes, among: DeclarationScanner.WantedWords([name]))
                    XCTAssertEqual(DeclarationScanner.containsWord(Array(name.utf8), in: bytes), walked.contains(hash),
                                   "\(name) in \(bytes)")
                }
            }
        }
        XCTAssertTrue(DeclarationScanner.containsWord(Array("bgTask".utf8), in: Array("bgTask".utf8)))
        XCTAssertTrue(DeclarationScanner.containsWord(Array("bgTask".utf8), in: Array("end(`bgTask`)".utf8)))
        XCTAssertFalse(DeclarationScanner.containsWord(Array("bgTask".utf8), in: Array("bgTasks bgTask2 my_bgTask".utf8)))
    }

    /// The pass that looks for many names at once (task globals in many files) finds what
    /// hashing every word `WordStarts` yields finds: words across blocks, at either end, longer
    /// than a block, next to UTF-8; names of every length, some sharing a filter bit.
    func testTheSearchForManyNamesAgreesWithTheWordWalk() {
        var generator = SeededGenerator(seed: 31)
        // Whole characters, so every text is UTF-8 and a word's hash is its String's.
        let wordCharacters = ["a", "b", "g", "T", "1", "_", "é"], separators = [" ", ".", "(", "`", "\n"]
        for length in [0, 1, 5, 63, 64, 65, 127, 128, 129, 200, 700] {
            for _ in 0..<30 {
                // Separators one time in `gap`: words of every length, some across blocks.
                let gap = UInt64([2, 8, 40][Int(generator.next() % 3)])
                let bytes = Array((0..<length).map { _ in
                    generator.next() % gap == 0 ? separators[Int(generator.next() % 5)] : wordCharacters[Int(generator.next() % 7)]
                }.joined().utf8)
                var everyWord: [String] = []
                bytes.withUnsafeBufferPointer { buffer in
                    guard var words = WordStarts(buffer) else { return }
                    while let word = words.next() { everyWord.append(String(decoding: buffer[word], as: UTF8.self)) }
                }
                // Wanted: some words of the text and some that are not in it.
                let present = Set(everyWord.filter { _ in generator.next() % 3 == 0 })
                let absent: Set<String> = ["zz", "bgTaskX", String(repeating: "a", count: 70)]
                let wanted = DeclarationScanner.WantedWords(present.union(absent))
                let expected = Set(everyWord.map(DeclarationScanner.hash)).intersection(wanted.hashes)
                XCTAssertEqual(DeclarationScanner.words(of: bytes, among: wanted), expected, "\(bytes)")
            }
        }
    }

    /// The block filter of the many-names pass keeps every start of a run at least as long as
    /// the shortest name (rounded down to a power of two, at most 16), and no other.
    func testRunsOfAtLeastALengthAgreeWithABitLoop() {
        var generator = SeededGenerator(seed: 37)
        for _ in 0..<500 {
            let bits = generator.next() | generator.next() // denser: longer runs
            for length in [1, 2, 3, 5, 7, 8, 13, 16, 31, 64, 70] {
                let rounded = [16, 8, 4, 2, 1].first { $0 <= length }!
                let expected = (0..<64).reduce(UInt64(0)) { mask, start in
                    start + rounded <= 64 && (start..<start + rounded).allSatisfy { bits >> UInt64($0) & 1 != 0 }
                        ? mask | 1 << UInt64(start) : mask
                }
                XCTAssertEqual(DeclarationScanner.runs(ofAtLeast: length, in: bits), expected, "\(length) in \(bits)")
            }
        }
    }

    func testResumingSkipsWordsBeforeThePoint() {
        let bytes = Array(String(repeating: "ab cd ", count: 40).utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var words = WordStarts(buffer)!
            XCTAssertEqual(words.next(), 0..<2)
            words.resume(at: 150) // past the first block: the next word is at 150 ("ab" at 150)
            XCTAssertEqual(words.next(), 150..<152)
            XCTAssertEqual(words.next(), 153..<155)
        }
    }

    // MARK: - Keyword occurrences

    private func keywordWords(_ bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { buffer in
            var result: [Range<Int>] = []
            KeywordOccurrences.forEach(in: buffer) { word, _ in
                result.append(word)
                return word.upperBound
            }
            return result
        }
    }

    /// The keyword finder yields exactly the words of the byte loop that are keywords: next to
    /// digits, `_`, UTF-8 and punctuation, across and at the ends of 64-byte blocks, after long
    /// runs of letters, and with prefixes and suffixes that make longer words.
    func testKeywordOccurrencesAreTheKeywordsAmongAllWords() {
        var generator = SeededGenerator(seed: 31)
        let pieces = DeclarationScanner.keywordTexts + [
            "Var", "lets", "xfunc", "enum2", "_init", "é", "\u{FF}", "9", "_", "a", "B", " ", " ", "\n", ".", "(", "`",
            String(repeating: "q", count: 61), String(repeating: "w", count: 70), "extensions", "beginBackgroundTask_",
        ]
        let table = KeywordTable.shared
        for count in [0, 1, 2, 5, 20, 80, 300] {
            for _ in 0..<40 {
                var bytes: [UInt8] = []
                for _ in 0..<count { bytes += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8) }
                if generator.next() % 3 == 0, !bytes.isEmpty { bytes[Int(generator.next() % UInt64(bytes.count))] = 0xFF }
                let expected = bytes.withUnsafeBufferPointer { buffer in
                    referenceWords(bytes).filter { table.kind(of: $0, in: buffer) != nil }
                }
                XCTAssertEqual(keywordWords(bytes), expected, String(decoding: bytes, as: UTF8.self))
            }
        }
        XCTAssertEqual(keywordWords(Array("func".utf8)), [0..<4])
        XCTAssertEqual(keywordWords(Array((String(repeating: " ", count: 62) + "let x").utf8)), [62..<65])
        XCTAssertEqual(keywordWords(Array("var1 _let élet letà let".utf8)), [22..<25]) // é and à are two bytes each
    }

    func testKeywordOccurrencesResumeAfterTheNameRead() {
        let bytes = Array((String(repeating: " ", count: 100) + "var let; let var").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var visited: [Range<Int>] = []
            // `let` read as the name of `var`; then a jump past the end.
            var resumePoints = [107, 200]
            KeywordOccurrences.forEach(in: buffer) { word, _ in
                visited.append(word)
                return resumePoints.isEmpty ? word.upperBound : resumePoints.removeFirst()
            }
            XCTAssertEqual(visited, [100..<103, 109..<112])
        }
        // Resuming in a later block, mid-block.
        let far = Array(("var" + String(repeating: " ", count: 150) + "let a; var b").utf8)
        far.withUnsafeBufferPointer { buffer in
            var visited: [Range<Int>] = []
            KeywordOccurrences.forEach(in: buffer) { word, _ in
                visited.append(word)
                return visited.count == 1 ? 158 : word.upperBound // skips `let` at 153
            }
            XCTAssertEqual(visited, [0..<3, 160..<163])
        }
    }

    func testTheKeywordFinderKnowsEveryKeywordLength() {
        XCTAssertEqual(KeywordOccurrences.lengths, KeywordTable.shared.lengths)
    }

    /// Each name's files, ascending, each once — with repeats within a file, names shared by many
    /// files, and mostly distinct names that make the table grow while a file is added.
    func testTheNameDirectoryListsEachFileOnceInOrder() {
        var generator = SeededGenerator(seed: 41)
        for distinct in [1, 5, 100, 3000] {
            let files = (0..<40).map { _ in
                (0..<Int(generator.next() % 60)).map { _ in UInt32(generator.next() % UInt64(distinct)) + 1 }
            }
            let directory = NameDirectory(files)
            for key in UInt32(1)...UInt32(distinct + 2) {
                let expected = files.indices.filter { files[$0].contains(key) }
                XCTAssertEqual(directory.files(declaring: UInt64(key) << 32), expected, "key \(key) of \(distinct)")
                XCTAssertEqual(directory.mayBeDeclared(UInt64(key) << 32), !expected.isEmpty)
            }
        }
    }

    func testEveryKeywordHasItsOwnSlot() {
        XCTAssertEqual(Set(KeywordTable.shared.keywords), Set(DeclarationScanner.keywordTexts))
    }

    func testTheSketchIsTheSameForEveryFixture() {
        // Keywords at a buffer's last bytes, straddling blocks, and names after them.
        for unit in FixtureSupport.units() {
            for file in unit.files {
                let sketch = DeclarationScanner.sketch(file.bytes)
                let padded = DeclarationScanner.sketch([UInt8](repeating: UInt8(ascii: " "), count: 61) + file.bytes)
                XCTAssertEqual(sketch.needsAnalysis, padded.needsAnalysis, file.path)
                XCTAssertEqual(sketch.declaredNames, padded.declaredNames, file.path)
                XCTAssertEqual(sketch.functionNames, padded.functionNames, file.path)
            }
        }
        let tail = DeclarationScanner.sketch(Array("x\nfunc run".utf8))
        XCTAssertEqual(tail.functionNames, [NameDirectory.key(DeclarationScanner.hash("run"))])
        XCTAssertTrue(DeclarationScanner.sketch(Array("// bgtask-lint:disable".utf8)).needsAnalysis)
        XCTAssertTrue(DeclarationScanner.sketch(Array("a.beginBackgroundTask".utf8)).needsAnalysis)
        XCTAssertFalse(DeclarationScanner.sketch(Array("beginBackgroundTasks extensionX".utf8)).needsAnalysis)
        // A name the keyword before it takes is never visited as a word, but a declaration named
        // after an API mentions it all the same (a protocol of one's own `beginBackgroundTask`).
        for declaration in ["func beginBackgroundTask(", "var endBackgroundTask", "func forTaskWithIdentifier"] {
            XCTAssertTrue(DeclarationScanner.sketch(Array(declaration.utf8)).needsAnalysis, declaration)
        }
        XCTAssertFalse(DeclarationScanner.sketch(Array("func beginBackgroundTaskNow(".utf8)).needsAnalysis)
        XCTAssertEqual(DeclarationScanner.sketch(Array("extension A.B {}".utf8)).declaredNames,
                       ["A", "B"].map { NameDirectory.key(DeclarationScanner.hash($0)) })
        XCTAssertEqual(DeclarationScanner.sketch(Array("func b() {}; func a() {}; func b() {}".utf8)).functionNames,
                       ["a", "b"].map { NameDirectory.key(DeclarationScanner.hash($0)) }.sorted())
    }

    // MARK: - Bytes kept only where needed

    private let uploader = """
        import UIKit
        final class Uploader {
            var taskID: UIBackgroundTaskIdentifier = .invalid
            func start() {
                taskID = UIApplication.shared.beginBackgroundTask { self.stop() }
                upload()
            }
        }

        """
    private let stopper = """
        extension Uploader {
            func stop() { Thread.sleep(forTimeInterval: 5) }
            func upload() {}
        }

        """

    func testOnlyFilesTheRulesAnalyseKeepTheirBytes() throws {
        let root = try Integration.temporaryFolder("streaming")
        defer { try? FileManager.default.removeItem(at: root) }
        try Integration.write(uploader, to: "Uploader.swift", in: root)
        try Integration.write(stopper, to: "Uploader+Stop.swift", in: root)
        let scanned = try [root.appendingPathComponent("Uploader.swift"), root.appendingPathComponent("Uploader+Stop.swift")]
            .map { try SourceReader.scan($0.path).get() }
        XCTAssertNotNil(scanned[0].retained)
        XCTAssertNil(scanned[1].retained, "a file that never mentions the APIs keeps only its sketch")

        // Read again on demand, the helper file gives what holding every file in memory gives.
        let inMemory = Linter().lint([SourceFile(path: scanned[0].path, text: uploader),
                                      SourceFile(path: scanned[1].path, text: stopper)])
        XCTAssertTrue(inMemory.contains { $0.ruleID == "long-work-in-expiration-handler" },
                      "the handler's helper sleeps: a finding only the second file explains")
        let timer = PhaseTimer()
        var linter = Linter()
        linter.timer = timer
        XCTAssertEqual(linter.lint(sources: scanned), inMemory)
        XCTAssertEqual(timer.count(of: "re-read"), 1)
    }

    func testAFileGoneBeforeItIsReadAgainDeclaresNothing() throws {
        let root = try Integration.temporaryFolder("streaming-gone")
        defer { try? FileManager.default.removeItem(at: root) }
        try Integration.write(uploader, to: "Uploader.swift", in: root)
        try Integration.write(stopper, to: "Uploader+Stop.swift", in: root)
        let scanned = try ["Uploader.swift", "Uploader+Stop.swift"]
            .map { try SourceReader.scan(root.appendingPathComponent($0).path).get() }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Uploader+Stop.swift"))
        let withoutHelper = Linter().lint([SourceFile(path: scanned[0].path, text: uploader)])
        XCTAssertEqual(Linter().lint(sources: scanned), withoutHelper)
    }
}
