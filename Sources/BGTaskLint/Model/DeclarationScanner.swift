#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one cheap pass over a file's raw bytes says about it, before (and usually instead of)
/// tokenizing it: whether it mentions the APIs the rules report on, and which names it may
/// declare.
///
/// Both answers over-approximate: a needle or a declaration inside a comment or a string still
/// counts. That only costs a parse; it can never hide a finding, which is what makes the lazy
/// index give exactly the exhaustive index's answers.
public struct FileSketch: Sendable {
    /// The file mentions an API a rule reports on (`beginBackgroundTask`, `endBackgroundTask`,
    /// `forTaskWithIdentifier`) or holds a `bgtask-lint:` directive: it must be analysed.
    public var needsAnalysis = false
    /// Keys (`NameDirectory.key` of `DeclarationScanner.hash`) of the names following `class`,
    /// `struct`, `enum`, `extension`, `actor`, `protocol`, `var`, `let` (each component of a
    /// dotted extension name), in the order met, repeats included (`NameDirectory` files each
    /// once; sorting them cost 4 % of a run). Keys, not strings: no allocation per declaration
    /// on the hot path; a collision only adds a candidate file.
    public var declaredNames: [UInt32] = []
    /// Keys of the names following `func`, and of `init`: what a call can resolve to. Ascending,
    /// each once, for `mayDeclareFunction(key:)`.
    public var functionNames: [UInt32] = []

    /// Whether a `func` (or `init`) of the name with this key may be declared here.
    func mayDeclareFunction(key: UInt32) -> Bool {
        var low = 0, high = functionNames.count
        while low < high {
            let middle = (low + high) / 2
            if functionNames[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < functionNames.count && functionNames[low] == key
    }
}

extension [UInt32] {
    /// Sorted ascending with repeats dropped, in place.
    mutating func sortAndDropRepeats() {
        guard count > 1 else { return }
        sort()
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}

public enum DeclarationScanner {
    /// Scans `bytes` once, visiting only the words that may be keywords.
    public static func sketch(_ bytes: [UInt8]) -> FileSketch {
        bytes.withUnsafeBufferPointer(sketch)
    }

    /// The sketch of the bytes in `buffer` (a file read into a reused buffer: `SourceReader.scan`).
    static func sketch(_ buffer: UnsafeBufferPointer<UInt8>) -> FileSketch {
        var sketch = FileSketch()
        // Real apps declare a name every 260 bytes and a function every kilobyte or so: room
        // for about that many up front spares most of the buffers' regrowing.
        var declared = KeyBuffer(capacity: buffer.count / 256 + 4)
        var functions = KeyBuffer(capacity: buffer.count / 1024 + 2)
        defer { declared.free(); functions.free() }
        var scanner = WordScanner(bytes: buffer)
        KeywordOccurrences.forEach(in: buffer) { word, kind in
            scanner.position = word.upperBound
            switch kind {
            case .needle:
                sketch.needsAnalysis = true
            case .declaring(let takesDottedName, let isFunction):
                scanner.skipBlanks()
                while let name = scanner.nameHere() {
                    let key = NameDirectory.key(hashBytes(buffer, name))
                    if isFunction { functions.append(key) } else { declared.append(key) }
                    guard takesDottedName, scanner.consume(UInt8(ascii: ".")) else { break }
                }
            case .initializer:
                functions.append(NameDirectory.key(hash("init")))
            case .directiveStart:
                if scanner.consume(UInt8(ascii: "-")), let rest = scanner.wordHere(),
                   equals(buffer, rest, "lint"), scanner.consume(UInt8(ascii: ":")) {
                    sketch.needsAnalysis = true
                }
            }
            return scanner.position
        }
        sketch.declaredNames = declared.array
        sketch.functionNames = functions.array
        sketch.functionNames.sortAndDropRepeats()
        // A declaration named after an API (`func endBackgroundTask()`, a helper) mentions it
        // too, though its name is read as a name, never visited as a keyword. Checked on the keys
        // afterwards, not in the loop above (a check there cost the loop 5 %); a key that merely
        // collides with a needle's only makes one more file to analyse.
        if !sketch.needsAnalysis {
            let needles = needleKeys
            sketch.needsAnalysis = sketch.functionNames.contains(where: needles.contains)
                || sketch.declaredNames.contains(where: needles.contains)
        }
        return sketch
    }

    /// Names a pass over many files looks for (`words(of:among:)`), with what rejects most
    /// words before a set lookup: the names' lengths (bit n: some name has n bytes, n < 64; bit
    /// 63: longer) and a filter of one bit per 16 bits of hash (8 KB), made once per search.
    public struct WantedWords: Sendable {
        public let hashes: Set<UInt64>
        fileprivate let lengths: UInt64
        /// The shortest name's length: shorter words are dropped a block at a time.
        fileprivate let shortest: Int
        fileprivate let filter: [UInt64]

        public init(_ names: Set<String>) {
            hashes = Set(names.map(DeclarationScanner.hash))
            lengths = names.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
            shortest = names.map(\.utf8.count).min() ?? 0
            var filter = [UInt64](repeating: 0, count: 1024)
            for hash in hashes { filter[Int(hash & 0xFFFF) >> 6] |= 1 << (hash & 63) }
            self.filter = filter
        }
    }

    /// Which of the wanted names occur in `bytes` as whole words (comments and strings
    /// included: an over-approximation, like the sketch), by hash. One pass, however many names.
    ///
    /// Words are read off each block's word-byte bits in a loop that keeps its state in
    /// registers rather than through an iterator (`WordStarts`, which the tests hold this to),
    /// and most are rejected by length or by the filter before any set lookup: with a task
    /// global in each of thousands of files, this pass over every file was a third of a run.
    public static func words(of bytes: [UInt8], among wanted: WantedWords) -> Set<UInt64> {
        var found: Set<UInt64> = []
        let lengths = wanted.lengths
        bytes.withUnsafeBufferPointer { buffer in
            wanted.filter.withUnsafeBufferPointer { filter in
                guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
                let count = buffer.count
                func wordBits(at start: Int) -> UInt64 {
                    WordStarts.blockBits(base, count, at: start, whole: BlockMasks.wordBytes,
                                         one: WordStarts.isWordByte)
                }
                let shortest = wanted.shortest
                var blockStart = 0
                var bits = wordBits(at: 0)
                var previousTop: UInt64 = 0 // whether the byte before the block is a word byte
                while blockStart < count {
                    let nextBits = blockStart + 64 < count ? wordBits(at: blockStart + 64) : 0
                    // Words long enough for a wanted name, and the one that reaches the block's
                    // end (its length is counted below): most of a file's words are neither.
                    let reachingEnd: UInt64 = bits >> 63 != 0 ? ~0 << UInt64(64 - (~bits).leadingZeroBitCount) : 0
                    var starts = bits & ~(bits << 1 | previousTop) & (runs(ofAtLeast: shortest, in: bits) | reachingEnd)
                    while starts != 0 {
                        let bit = starts.trailingZeroBitCount
                        starts &= starts &- 1
                        let start = blockStart + bit
                        var end = start + (~(bits >> UInt64(bit))).trailingZeroBitCount
                        if end == blockStart + 64 { // the word goes on into the next block
                            while end < count, WordStarts.isWordByte(base[end]) { end += 1 }
                        }
                        guard lengths & (1 << UInt64(min(end - start, 63))) != 0 else { continue }
                        let hash = hashBytes(buffer, start..<end)
                        guard filter[Int(hash & 0xFFFF) >> 6] >> (hash & 63) & 1 != 0 else { continue }
                        if wanted.hashes.contains(hash) { found.insert(hash) }
                    }
                    previousTop = bits >> 63
                    bits = nextBits
                    blockStart += 64
                }
            }
        }
        return found
    }

    /// Bit i set when bits i ..< i + `length` are all set, for a length rounded down to 1, 2,
    /// 4, 8 or 16 (a superset of the exact answer; the length is checked word by word after):
    /// five steps a block, where doubling to the exact length cost 75 instructions.
    @inline(__always) static func runs(ofAtLeast length: Int, in bits: UInt64) -> UInt64 {
        let two = bits & bits >> 1, four = two & two >> 2, eight = four & four >> 4
        switch length {
        case ..<2: return bits
        case 2..<4: return two
        case 4..<8: return four
        case 8..<16: return eight
        default: return eight & eight >> 8
        }
    }

    /// Whether `name` occurs in `bytes` as a whole word — what `words(of:among:)` finds
    /// for it — by jumping with `memchr` (vectorised in the C library) from one occurrence of the
    /// name's rarest-looking byte to the next, and comparing there: for one or a few names, far
    /// cheaper than walking every word of the file.
    public static func containsWord(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        guard !name.isEmpty, name.count <= bytes.count else { return false }
        // Capitals and digits are rarer in code than lower-case letters: jump on one if any.
        let anchor = name.firstIndex { $0 < 0x80 && !($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) && $0 != UInt8(ascii: "_") }
            ?? 0
        return bytes.withUnsafeBufferPointer { buffer in
            name.withUnsafeBufferPointer { needle in
                guard let base = buffer.baseAddress, let needleBase = needle.baseAddress else { return false }
                let count = buffer.count, length = needle.count
                var searchFrom = anchor
                while searchFrom < count - (length - 1 - anchor) {
                    guard let hit = memchr(base + searchFrom, Int32(needle[anchor]), count - (length - 1 - anchor) - searchFrom)
                    else { return false }
                    let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    let start = position - anchor, end = start + length
                    if memcmp(base + start, needleBase, length) == 0,
                       start == 0 || !WordStarts.isWordByte(base[start - 1]),
                       end == count || !WordStarts.isWordByte(base[end]) {
                        return true
                    }
                    searchFrom = position + 1
                }
                return false
            }
        }
    }

    /// A 64-bit hash of a name's UTF-8 bytes: the key under which the index files its names.
    public static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hashBytes($0, 0..<$0.count) }
    }

    /// Eight bytes per step (names average a dozen): each step folds a little-endian chunk in
    /// and multiplies, so every bit of the name reaches the high half, which is what
    /// `NameDirectory.key` keeps. The length seeds it, so a name and its NUL-padded chunk differ.
    static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(range.count)
        guard let base = bytes.baseAddress else { return hash &* multiplier }
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        let rest = range.upperBound - index
        if rest > 0 {
            // The last bytes: one load when eight can be read without leaving the buffer.
            let chunk = index + 8 <= bytes.count
                ? UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & Keywords.Tables.mask(keeping: rest)
                : Keywords.Tables.pack(base + index, count: rest).0
            hash = (hash ^ chunk) &* multiplier
        }
        return (hash ^ hash >> 32) &* multiplier
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    enum WordKind: Sendable {
        case needle, declaring(takesDottedName: Bool, isFunction: Bool), initializer, directiveStart
    }

    /// The words the sketch acts on.
    static var keywordTexts: [String] { keywords.map(\.text) }

    fileprivate static let keywords: [(text: String, kind: WordKind)] = [
        ("var", .declaring(takesDottedName: false, isFunction: false)),
        ("let", .declaring(takesDottedName: false, isFunction: false)),
        ("func", .declaring(takesDottedName: false, isFunction: true)),
        ("enum", .declaring(takesDottedName: false, isFunction: false)),
        ("class", .declaring(takesDottedName: false, isFunction: false)),
        ("actor", .declaring(takesDottedName: false, isFunction: false)),
        ("struct", .declaring(takesDottedName: false, isFunction: false)),
        ("protocol", .declaring(takesDottedName: false, isFunction: false)),
        ("extension", .declaring(takesDottedName: true, isFunction: false)),
        ("init", .initializer),
        ("bgtask", .directiveStart),
        ("endBackgroundTask", .needle),
        ("beginBackgroundTask", .needle),
        ("forTaskWithIdentifier", .needle),
    ]

    /// The `.needle` keywords' keys.
    private static let needleKeys = NeedleKeys(keywords.compactMap { keyword in
        if case .needle = keyword.kind { NameDirectory.key(hash(keyword.text)) } else { nil }
    })

    /// The three needles' keys held inline: three compares a key, no array access.
    private struct NeedleKeys {
        private let first, second, third: UInt32

        init(_ keys: [UInt32]) {
            precondition(keys.count == 3, "one key per needle")
            (first, second, third) = (keys[0], keys[1], keys[2])
        }

        @inline(__always) func contains(_ key: UInt32) -> Bool { key == first || key == second || key == third }
    }

    fileprivate static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, _ text: StaticString) -> Bool {
        guard word.count == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for offset in 0..<word.count where bytes[word.lowerBound + offset] != pointer[offset] { return false }
        return true
    }
}

/// Which keyword, if any, a word is — in a few instructions and no unpredictable branch, since
/// the sketch asks this of every word of every file. A word's first eight bytes, read as one
/// little-endian integer (its head), pick one of 16 slots through a multiplicative hash that is
/// perfect for the keywords (checked when the table is made); a word is that slot's keyword only
/// if head and length match (and, past eight bytes, the rest of its text).
struct KeywordTable: Sendable {
    fileprivate struct Entry: Sendable {
        var head: UInt64 = 0 // 0 marks an empty slot: no word has an all-zero head
        var length = 0
        var text = ""
        var kind: DeclarationScanner.WordKind = .needle
    }

    static let shared = KeywordTable()
    /// Found by search: maps the heads of `DeclarationScanner.keywords` to distinct slots.
    static let multiplier: UInt64 = 0xA073_0872_CB2C_6DF9
    private var entries = [Entry](repeating: Entry(), count: 16)
    /// Bit n set: some keyword has n bytes (for tests: `KeywordOccurrences` hard-codes them).
    private(set) var lengths: UInt64 = 0
    /// `firstBytesOfLength[n]`: bit `b & 63` set for the first byte `b` of each n-byte keyword.
    /// Keywords start with ASCII letters: lower-case ones land on bits 33…58, upper-case ones on
    /// 1…26, so one test tells a run that cannot be a keyword. Every keyword is shorter than 63
    /// bytes, so the last entry is empty and stands for every longer run too.
    private(set) var firstBytesOfLength = [UInt64](repeating: 0, count: 64)

    private init() {
        for (text, kind) in DeclarationScanner.keywords {
            let slot = KeywordTable.slot(KeywordTable.packed(text))
            precondition(entries[slot].head == 0, "keyword hash collision: \(text)")
            entries[slot] = Entry(head: KeywordTable.packed(text), length: text.utf8.count, text: text, kind: kind)
            lengths |= 1 << UInt64(text.utf8.count)
            precondition(text.utf8.count < 63, "every keyword must be shorter than 63 bytes: \(text)")
            firstBytesOfLength[text.utf8.count] |= 1 << UInt64(text.utf8.first! & 63)
        }
    }

    @inline(__always) static func slot(_ head: UInt64) -> Int { Int(truncatingIfNeeded: (head &* multiplier) >> 60) }

    static func packed(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { Keywords.Tables.pack($0.baseAddress!, count: min($0.count, 8)).0 }
    }

    /// The keywords found in the table, in its slot order (for tests).
    var keywords: [String] { entries.filter { $0.head != 0 }.map(\.text) }

    @inline(__always) func kind(of word: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> DeclarationScanner.WordKind? {
        let head = KeywordTable.head(bytes, word)
        let entry = entries.withUnsafeBufferPointer { $0[KeywordTable.slot(head)] }
        guard entry.head == head, entry.length == word.count else { return nil }
        if word.count > 8 {
            var text = entry.text
            guard text.withUTF8({ $0.elementsEqual(UnsafeBufferPointer(rebasing: bytes[word])) }) else { return nil }
        }
        return entry.kind
    }

    /// A word's first (up to) eight bytes, little-endian, the rest zero — as `packed` makes them
    /// (the lexer's packing of keyword spellings, low word only).
    @inline(__always) static func head(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> UInt64 {
        let length = min(word.count, 8)
        let start = bytes.baseAddress! + word.lowerBound
        if word.lowerBound + 8 <= bytes.count {
            return UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) & Keywords.Tables.mask(keeping: length)
        }
        return Keywords.Tables.pack(start, count: length).0
    }
}

/// The keys a sketch collects, appended through a raw pointer: an array's append checks
/// uniqueness and capacity on every key, about a sixth of the sketch's cost per name.
private struct KeyBuffer {
    private var storage: GrowableBuffer<UInt32>
    private var count = 0

    init(capacity: Int) {
        storage = GrowableBuffer(capacity: capacity)
    }

    @inline(__always) mutating func append(_ key: UInt32) {
        if count == storage.capacity { storage.grow(keeping: count) }
        storage.base[count] = key
        count += 1
    }

    var array: [UInt32] { Array(UnsafeBufferPointer(start: storage.base, count: count)) }

    func free() { storage.free() }
}

/// Walks identifier-like words (`[A-Za-z0-9_]` and any byte ≥ 0x80, or a backticked name) of a
/// byte buffer, skipping everything else.
private struct WordScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// The next word at or after the position.
    mutating func nextWord() -> Range<Int>? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var cursor = position
        while cursor < count, !WordStarts.isWordByte(base[cursor]) { cursor += 1 }
        guard cursor < count else {
            position = cursor
            return nil
        }
        let start = cursor
        // Names run for several bytes: sixteen at a time, then byte by byte at the end.
        while cursor + 16 <= count {
            let run = (~BlockMasks.wordBytesOfSixteen(base + cursor)).trailingZeroBitCount
            cursor += run
            if run < 16 { break }
        }
        while cursor < count, WordStarts.isWordByte(base[cursor]) { cursor += 1 }
        position = cursor
        return start..<cursor
    }

    mutating func skipBlanks() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
            || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
            position += 1
        }
    }

    /// A word (or a backticked name, without its backticks) starting exactly at the position.
    mutating func wordHere() -> Range<Int>? {
        if position < bytes.count, bytes[position] == UInt8(ascii: "`") {
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > position + 1 else { return nil }
            let name = (position + 1)..<end
            position = end + 1
            return name
        }
        guard position < bytes.count, WordStarts.isWordByte(bytes[position]) else { return nil }
        return nextWord()
    }

    /// A name (or a backticked name, without its backticks) starting exactly at the position:
    /// `wordHere`, without `nextWord`'s search for the word's start, which is the position.
    @inline(__always) mutating func nameHere() -> Range<Int>? {
        guard let base = bytes.baseAddress, position < bytes.count else { return nil }
        let first = base[position]
        if first == UInt8(ascii: "`") { return wordHere() }
        guard WordStarts.isWordByte(first) else { return nil }
        let start = position, count = bytes.count
        var cursor = position + 1
        while cursor + 16 <= count {
            let run = (~BlockMasks.wordBytesOfSixteen(base + cursor)).trailingZeroBitCount
            cursor += run
            if run < 16 {
                position = cursor
                return start..<cursor
            }
        }
        while cursor < count, WordStarts.isWordByte(base[cursor]) { cursor += 1 }
        position = cursor
        return start..<cursor
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }
}
