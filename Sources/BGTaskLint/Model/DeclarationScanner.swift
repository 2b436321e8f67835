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
    /// Hashes (`DeclarationScanner.hash`) of the names following `class`, `struct`, `enum`,
    /// `extension`, `actor`, `protocol`, `var`, `let` (each component of a dotted extension
    /// name). Hashes, not strings: no allocation per declaration on the hot path; a collision
    /// only adds a candidate file.
    public var declaredNames: [UInt64] = []
    /// Hashes of the names following `func`, and of `init`: what a call can resolve to.
    public var functionNames: [UInt64] = []
}

public enum DeclarationScanner {
    /// Scans `bytes` once, word by word.
    public static func sketch(_ bytes: [UInt8]) -> FileSketch {
        var sketch = FileSketch()
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = WordScanner(bytes: buffer)
            while let word = scanner.nextWord() {
                switch classify(buffer, word) {
                case .needle:
                    sketch.needsAnalysis = true
                case .declaring(let takesDottedName, let isFunction):
                    scanner.skipBlanks()
                    while let name = scanner.wordHere() {
                        let hash = hashBytes(buffer, name)
                        if isFunction { sketch.functionNames.append(hash) } else { sketch.declaredNames.append(hash) }
                        guard takesDottedName, scanner.consume(UInt8(ascii: ".")) else { break }
                    }
                case .initializer:
                    sketch.functionNames.append(hash("init"))
                case .directiveStart:
                    if scanner.consume(UInt8(ascii: "-")), let rest = scanner.wordHere(),
                       equals(buffer, rest, "lint"), scanner.consume(UInt8(ascii: ":")) {
                        sketch.needsAnalysis = true
                    }
                case .other:
                    break
                }
            }
        }
        return sketch
    }

    /// Which of the names hashed in `wanted` occur in `bytes` as whole words (comments and
    /// strings included: an over-approximation, like the sketch). One pass, however many names.
    /// `lengths` (bit n set: some name has n bytes, n < 64; bit 63: longer) skips hashing most words.
    public static func words(of bytes: [UInt8], among wanted: Set<UInt64>, lengths: UInt64) -> Set<UInt64> {
        var found: Set<UInt64> = []
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = WordScanner(bytes: buffer)
            while let word = scanner.nextWord() {
                guard lengths & (1 << UInt64(min(word.count, 63))) != 0 else { continue }
                let hash = hashBytes(buffer, word)
                if wanted.contains(hash) { found.insert(hash) }
            }
        }
        return found
    }

    /// 64-bit FNV-1a of a name's UTF-8 bytes: the key under which the index files its names.
    public static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hashBytes($0, 0..<$0.count) }
    }

    private static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range {
            hash ^= UInt64(bytes[index])
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private enum WordKind {
        case needle, declaring(takesDottedName: Bool, isFunction: Bool), initializer, directiveStart, other
    }

    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> WordKind {
        switch word.count {
        case 3:
            if equals(bytes, word, "var") || equals(bytes, word, "let") { return .declaring(takesDottedName: false, isFunction: false) }
        case 4:
            if equals(bytes, word, "func") { return .declaring(takesDottedName: false, isFunction: true) }
            if equals(bytes, word, "enum") { return .declaring(takesDottedName: false, isFunction: false) }
            if equals(bytes, word, "init") { return .initializer }
        case 5:
            if equals(bytes, word, "class") || equals(bytes, word, "actor") { return .declaring(takesDottedName: false, isFunction: false) }
        case 6:
            if equals(bytes, word, "struct") { return .declaring(takesDottedName: false, isFunction: false) }
            if equals(bytes, word, "bgtask") { return .directiveStart }
        case 8:
            if equals(bytes, word, "protocol") { return .declaring(takesDottedName: false, isFunction: false) }
        case 9:
            if equals(bytes, word, "extension") { return .declaring(takesDottedName: true, isFunction: false) }
        case 17:
            if equals(bytes, word, "endBackgroundTask") { return .needle }
        case 19:
            if equals(bytes, word, "beginBackgroundTask") { return .needle }
        case 21:
            if equals(bytes, word, "forTaskWithIdentifier") { return .needle }
        default:
            break
        }
        return .other
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, _ text: StaticString) -> Bool {
        guard word.count == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for offset in 0..<word.count where bytes[word.lowerBound + offset] != pointer[offset] { return false }
        return true
    }
}

/// Walks identifier-like words (`[A-Za-z0-9_]` and any byte ≥ 0x80, or a backticked name) of a
/// byte buffer, skipping everything else.
private struct WordScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// Word bytes as bits: `0-9` in the low half; `A-Z`, `_`, `a-z` in the high half; every
    /// byte ≥ 0x80. One shift and mask per byte instead of a chain of range tests.
    private static let lowWordBytes: UInt64 = 0x03FF_0000_0000_0000
    private static let highWordBytes: UInt64 = 0x07FF_FFFE_87FF_FFFE

    @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let mask = byte < 64 ? lowWordBytes : highWordBytes
        return (mask >> UInt64(byte & 63)) & 1 != 0
    }

    /// The next word at or after the position.
    mutating func nextWord() -> Range<Int>? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var cursor = position
        while cursor < count, !WordScanner.isWordByte(base[cursor]) { cursor += 1 }
        guard cursor < count else {
            position = cursor
            return nil
        }
        let start = cursor
        while cursor < count, WordScanner.isWordByte(base[cursor]) { cursor += 1 }
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
        guard position < bytes.count, WordScanner.isWordByte(bytes[position]) else { return nil }
        return nextWord()
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }
}
