/// A type's name as the analysis keys its tables by: the text, made once per type declaration
/// and shared, with its hash worked out once. Two names are the same type's when their bytes
/// are, as swiftc tells identifiers apart: `Café` with U+00E9 and with `e` + U+0301 are two
/// types, though Swift's `==` calls the Strings equal. Compared as Strings, a module holding
/// both spellings had answers about "the" type worked out from the files of whichever spelling
/// asked first, which on several cores changed from run to run.
///
/// A type's name can be thousands of bytes (generated code). Made again as a String wherever it
/// was asked for, concatenated into String keys and hashed at every begin call, it cost each
/// call the name's length: n begin calls in a type named with L bytes were n × L (8,192 calls
/// under a 512 KB name: 51 s, 8.4 GB). Shared, a copy costs a retain; hashed once, a lookup
/// costs a constant; and equal names sharing one String compare without reading it.
public struct TypeName: Hashable, Sendable, CustomStringConvertible {
    public let text: String
    /// `text`'s hash, which is what `hash(into:)` feeds on: equal texts have equal hashes.
    private let textHash: Int

    public init(_ text: String) {
        self.text = text
        textHash = text.hashValue
    }

    /// By the hash first: two names that differ nearly always differ there (canonically
    /// equivalent spellings share it, and are then told apart by their bytes), and two that
    /// share their String (`TypeNameTable`) are found equal without reading their bytes.
    public static func == (lhs: TypeName, rhs: TypeName) -> Bool {
        lhs.textHash == rhs.textHash && lhs.text.hasSameBytes(as: rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
    }

    public var description: String { text }

    /// The last part of a dotted name (`Inner` of `Outer.Inner`; an undotted one whole): how the
    /// type's own code and inheritance clauses spell it.
    public var lastPart: String {
        let afterDot = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.lastIndex(of: UInt8(ascii: ".")).map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
        }
        return afterDot.flatMap { $0 } ?? text
    }

    /// Whether `spelling` is `lastPart`, byte for byte. Read from the end, so it costs the
    /// spelling's length, not the name's: asked per mention, a name thousands of bytes long is
    /// not read each time.
    public func hasLastPart(_ spelling: String) -> Bool {
        let name = text.utf8, part = spelling.utf8
        guard part.count <= name.count, name.reversed().starts(with: part.reversed()) else { return false }
        return part.count == name.count || name[name.index(name.endIndex, offsetBy: -(part.count + 1))] == UInt8(ascii: ".")
    }
}

/// One `TypeName` per distinct name for every tree of a run, so that a type declared in one file
/// and extended in others is one String: comparing the names the files hand out then never reads
/// the bytes. Each type declaration is looked up once, when its tree first names its types.
public final class TypeNameTable: @unchecked Sendable {
    private let lock = Lock()
    private var names: [String: TypeName] = [:]

    public init() {}

    /// The run's `TypeName` for `text`. A spelling equal to a known one only as Unicode text
    /// (`é` and `e` + U+0301) keeps its own bytes: the name is the one its declaration writes.
    func interned(_ text: String) -> TypeName {
        lock.withLock {
            if let known = names[text] { return known.text.hasSameBytes(as: text) ? known : TypeName(text) }
            let name = TypeName(text)
            names[text] = name
            return name
        }
    }
}
