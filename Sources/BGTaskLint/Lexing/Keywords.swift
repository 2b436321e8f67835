/// The words the lexer and the parser tell apart by spelling: Swift's reserved words, which the
/// lexer classifies as keywords, and the few contextual words the brace parser asks about.
///
/// The lexer stores a name's `Word` in its token, so the parser switches on a byte instead of
/// building and comparing Strings for every name of the file.
public enum Word: UInt8, Sendable {
    /// Any other spelling, and tokens that are not names.
    case other = 0
    // Reserved words (in declarations, statements, expressions and types).
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`
    case `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`
    case `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // Contextual words: identifiers to the lexer, but the parser looks for them. `open` is an
    // access level and still a name to swiftc (`var open: String {`, `file.open()`).
    case actor, get, set, willSet, didSet, _modify, _read, async, await, open

    /// Reserved words come first in the declaration, so one compare tells them apart.
    public var isReserved: Bool { rawValue >= Word.associatedtype.rawValue && rawValue <= Word.try.rawValue }

    /// Keywords that end an expression, after which `/` divides rather than opening a regex.
    var endsExpression: Bool {
        switch self {
        case .self, .Self, .super, .true, .false, .nil, .`init`: return true
        default: return false
        }
    }
}

/// Spelling → `Word` lookups on raw bytes, and the byte classes the lexer's loops test.
///
/// Built once per process into raw memory, so the hot loops read them with no bounds check,
/// retain or lazy-initialisation check (the lexer fetches the pointer once per file).
enum Keywords {
    static let spellings: [(String, Word)] = [
        ("associatedtype", .associatedtype), ("class", .class), ("deinit", .deinit), ("enum", .enum),
        ("extension", .extension), ("fileprivate", .fileprivate), ("func", .func), ("import", .import),
        ("init", .`init`), ("inout", .inout), ("internal", .internal), ("let", .let), ("open", .open),
        ("operator", .operator), ("private", .private), ("precedencegroup", .precedencegroup),
        ("protocol", .protocol), ("public", .public), ("rethrows", .rethrows), ("static", .static),
        ("struct", .struct), ("subscript", .subscript), ("typealias", .typealias), ("var", .var),
        ("break", .break), ("case", .case), ("catch", .catch), ("continue", .continue), ("default", .default),
        ("defer", .defer), ("do", .do), ("else", .else), ("fallthrough", .fallthrough), ("for", .for),
        ("guard", .guard), ("if", .if), ("in", .in), ("repeat", .repeat), ("return", .return),
        ("throw", .throw), ("switch", .switch), ("where", .where), ("while", .while),
        ("Any", .Any), ("as", .as), ("false", .false), ("is", .is), ("nil", .nil), ("self", .self),
        ("Self", .Self), ("super", .super), ("throws", .throws), ("true", .true), ("try", .try),
        ("actor", .actor), ("get", .get), ("set", .set), ("willSet", .willSet), ("didSet", .didSet),
        ("_modify", ._modify), ("_read", ._read), ("async", .async), ("await", .await),
    ]

    /// The longest spelling plus one: names this long or longer are never a `Word`.
    static let lengthLimit = 16

    /// The tables, made on first use and kept for the life of the process.
    nonisolated(unsafe) static let tables = Tables()

    /// Raw-memory lookup tables (see `Keywords`): never freed, as they live as long as the process.
    struct Tables {
        /// For each byte, its `ByteClass` bits.
        let byteClasses: UnsafePointer<UInt8>
        /// For each first byte, bit `n` is set when some word of length `n` starts with it: most
        /// names are rejected by this one load.
        let lengthsByFirstByte: UnsafePointer<UInt16>
        /// Words sorted by length; words of length `n` are `entries[bucketStart[n]..<bucketStart[n + 1]]`
        /// (`bucketStart[n]` counts the words shorter than `n`).
        let entries: UnsafePointer<Entry>
        let bucketStart: UnsafePointer<Int>

        /// A spelling packed into two little-endian words (bytes 0..<8 and 8..<16), zero-padded.
        struct Entry {
            var low: UInt64
            var high: UInt64
            var word: Word
        }

        init() {
            let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
            for byte in 0..<256 { classes[byte] = ByteClass.of(UInt8(byte)) }
            byteClasses = UnsafePointer(classes)

            let lengths = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
            lengths.initialize(repeating: 0, count: 256)
            let sorted = Keywords.spellings.map { (Array($0.0.utf8), $0.1) }.sorted { $0.0.count < $1.0.count }
            let table = UnsafeMutablePointer<Entry>.allocate(capacity: sorted.count)
            let starts = UnsafeMutablePointer<Int>.allocate(capacity: Keywords.lengthLimit + 1)
            starts.initialize(repeating: 0, count: Keywords.lengthLimit + 1)
            for (index, (spelling, word)) in sorted.enumerated() {
                precondition(spelling.count < Keywords.lengthLimit)
                lengths[Int(spelling[0])] |= 1 << spelling.count
                let (low, high) = spelling.withUnsafeBufferPointer { Tables.pack($0.baseAddress!, count: $0.count) }
                table.advanced(by: index).initialize(to: Entry(low: low, high: high, word: word))
                for length in (spelling.count + 1)...Keywords.lengthLimit { starts[length] = index + 1 }
            }
            lengthsByFirstByte = UnsafePointer(lengths)
            entries = UnsafePointer(table)
            bucketStart = UnsafePointer(starts)
        }

        /// The `Word` spelled by `count` bytes at `start`, or `.other`; `readable` bytes from
        /// `start` on may be read (at least 16 lets the spelling be loaded eight bytes at a time).
        @inline(__always) func word(at start: UnsafePointer<UInt8>, count: Int, readable: Int) -> Word {
            guard count < Keywords.lengthLimit, lengthsByFirstByte[Int(start[0])] & (1 << count) != 0 else {
                return .other
            }
            let (low, high) = readable >= 16 ? Tables.load(start, count: count) : Tables.pack(start, count: count)
            var index = bucketStart[count]
            let end = bucketStart[count + 1]
            while index < end {
                if entries[index].low == low, entries[index].high == high { return entries[index].word }
                index += 1
            }
            return .other
        }

        /// `pack` for a spelling with 16 readable bytes at `start`: two loads and two masks.
        @inline(__always) static func load(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
            let raw = UnsafeRawPointer(start)
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            return (low & mask(keeping: count), count > 8 ? high & mask(keeping: count - 8) : 0)
        }

        /// A mask of the low `bytes` bytes (all eight and more: every bit).
        @inline(__always) static func mask(keeping bytes: Int) -> UInt64 {
            bytes >= 8 ? ~0 : (1 << (8 * UInt64(bytes))) - 1
        }

        @inline(__always) static func pack(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for offset in 0..<min(count, 8) { low |= UInt64(start[offset]) << (8 * offset) }
            if count > 8 {
                for offset in 8..<count { high |= UInt64(start[offset]) << (8 * (offset - 8)) }
            }
            return (low, high)
        }
    }
}

/// Bits of `Keywords.Tables.byteClasses`: one table load answers the lexer's per-byte questions,
/// where chains of range compares mispredict on mixed text such as hex digits or names.
enum ByteClass {
    /// Continues a name: letters, digits, `_`, `$` (swiftc lets `$` continue one: `price$usd`)
    /// and every byte of a multi-byte UTF-8 sequence.
    static let identifierBody: UInt8 = 1
    static let decimalDigit: UInt8 = 2
    static let hexDigit: UInt8 = 4
    /// `_`, which separates digits in every radix.
    static let digitSeparator: UInt8 = 8
    /// A byte that may continue an operator (`.` aside, which only operators starting with `.` take).
    static let operatorByte: UInt8 = 16
    /// Continues a name within ASCII: `identifierBody` but for the bytes ≥ 0x80, which
    /// `Lexer.skipIdentifierBody` judges by the character they encode.
    static let asciiIdentifierBody: UInt8 = 32

    static func of(_ byte: UInt8) -> UInt8 {
        var bits: UInt8 = 0
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80..., UInt8(ascii: "$"):
            bits |= identifierBody
            if byte < 0x80 { bits |= asciiIdentifierBody }
        default:
            break
        }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { bits |= decimalDigit | hexDigit }
        if byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f") { bits |= hexDigit }
        if byte == UInt8(ascii: "_") { bits |= digitSeparator }
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            bits |= operatorByte
        default:
            break
        }
        return bits
    }
}
