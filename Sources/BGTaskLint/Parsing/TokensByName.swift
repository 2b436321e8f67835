#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Identifier tokens of one tree filed by their name (backticks stripped), each list in the
/// order filed: for a reader that files every identifier it passes and is asked about a few.
///
/// Filed by the hash of the name's bytes, not by a `String`: a string made and hashed for every
/// identifier of a region cost more than everything else the reader did with it. Exact all the
/// same: a name is compared with the bytes of its list's first token, and one whose hash another
/// name already holds (a collision) is filed by its bytes instead. Bytes, as swiftc compares
/// identifiers: `café` spelled precomposed and decomposed are two names.
struct TokensByName {
    private let tree: SyntaxTree
    private let bytes: [UInt8]
    private var byHash: [UInt64: [Int]] = [:]
    private var collided: [[UInt8]: [Int]] = [:]

    init(_ tree: SyntaxTree) {
        self.tree = tree
        bytes = tree.file.bytes
    }

    /// Files identifier token `token` under its name.
    mutating func append(_ token: Int) {
        let range = tree.nameRange(token)
        let (hash, first) = bytes.withUnsafeBufferPointer { buffer in
            let hash = DeclarationScanner.hashBytes(buffer, range)
            return (hash, byHash[hash]?.first)
        }
        if let first, !bytes.withUnsafeBufferPointer({ sameBytes(tree.nameRange(first), range, in: $0) }) {
            collided[Array(bytes[range]), default: []].append(token)
        } else {
            byHash[hash, default: []].append(token)
        }
    }

    /// The hashes (`DeclarationScanner.hash`) of the names filed: a name filed has its hash here,
    /// and a hash here may be another name's too.
    var nameHashes: Dictionary<UInt64, [Int]>.Keys { byHash.keys }

    /// The tokens filed under `name`, in the order filed.
    subscript(name: String) -> [Int] {
        var name = name
        return name.withUTF8 { wanted in
            if let tokens = byHash[DeclarationScanner.hashBytes(wanted, 0..<wanted.count)], let first = tokens.first,
               equal(tree.nameRange(first), wanted) {
                return tokens
            }
            return collided[Array(wanted), default: []]
        }
    }

    private func equal(_ range: Range<Int>, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        range.count == wanted.count && bytes.withUnsafeBufferPointer {
            wanted.isEmpty || memcmp($0.baseAddress! + range.lowerBound, wanted.baseAddress!, range.count) == 0
        }
    }
}

/// Whether two ranges of `bytes` hold the same bytes.
func sameBytes(_ one: Range<Int>, _ other: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    one.count == other.count
        && (one.isEmpty || memcmp(bytes.baseAddress! + one.lowerBound, bytes.baseAddress! + other.lowerBound, one.count) == 0)
}

extension SyntaxTree {
    /// The bytes of identifier `index`'s name: a backticked one's without its backticks.
    func nameRange(_ index: Int) -> Range<Int> {
        file.bytes.withUnsafeBufferPointer { IdentifierMentions.nameRange(tokens[index].range, in: $0) }
    }

    /// Whether token `index` is an identifier named `name` (backticked or not), compared on the bytes.
    func isIdentifier(_ index: Int, spelling name: String) -> Bool {
        guard isKind(index, .identifier) else { return false }
        let range = nameRange(index)
        guard range.count == name.utf8.count else { return false }
        guard !range.isEmpty else { return true }
        var name = name
        return name.withUTF8 { wanted in
            file.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + range.lowerBound, wanted.baseAddress!, range.count) == 0 }
        }
    }
}
