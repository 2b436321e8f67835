/// Where a file's identifiers spell a name, for rules that ask one file about many names.
///
/// The first questions read the tokens: most files are asked about a name or two, and reading
/// them costs less than filing every identifier. After `readsBeforeTable` questions, a
/// table of identifiers by name answers, so a file asked once per begin call it holds (thousands,
/// in a generated file) is read a bounded number of times: linear, not quadratic.
final class IdentifierMentions: @unchecked Sendable {
    private let readsBeforeTable: Int
    private let lock = Lock()
    private var reads = 0
    /// Identifier tokens by the hash of their name (backticks stripped), ascending.
    private var table: [UInt64: [Int32]]?

    init(readsBeforeTable: Int = 4) {
        self.readsBeforeTable = readsBeforeTable
    }

    /// The identifier tokens of `tree` that spell `name` (backticked or not), ascending; nil
    /// when there are more than `limit`, which a filed name tells without reading them.
    func tokens(spelling name: String, in tree: SyntaxTree, atMost limit: Int = .max) -> [Int]? {
        let bytes = Array(name.utf8)
        let candidates: [Int32]? = lock.withLock {
            if table == nil {
                guard reads >= readsBeforeTable else {
                    reads += 1
                    return nil
                }
                table = Self.table(of: tree)
            }
            return table?[DeclarationScanner.hash(name)] ?? []
        }
        // Hashes may collide: the bytes decide, as they do when the tokens are read.
        let found: [Int]
        if let candidates {
            guard candidates.count <= limit else { return nil }
            found = candidates.lazy.map(Int.init).filter { Self.spells(bytes, $0, tree) }
        } else {
            found = tree.tokens.indices.filter { Self.spells(bytes, $0, tree) }
        }
        return found.count <= limit ? found : nil
    }

    private static func table(of tree: SyntaxTree) -> [UInt64: [Int32]] {
        var table: [UInt64: [Int32]] = [:]
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            for (index, token) in tree.tokens.enumerated() where token.kind == .identifier {
                table[DeclarationScanner.hashBytes(bytes, nameRange(token.range, in: bytes)), default: []].append(Int32(index))
            }
        }
        return table
    }

    /// Whether token `index` is an identifier spelling `name`: most tokens fail on their length.
    private static func spells(_ name: [UInt8], _ index: Int, _ tree: SyntaxTree) -> Bool {
        let token = tree.tokens[index], range = token.range
        guard token.kind == .identifier, range.count == name.count || range.count == name.count + 2 else { return false }
        return tree.file.bytes.withUnsafeBufferPointer { bytes in bytes[nameRange(range, in: bytes)].elementsEqual(name) }
    }

    /// The bytes of an identifier's name: a backticked one's without its backticks.
    static func nameRange(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let backtick = UInt8(ascii: "`")
        guard range.count >= 2, bytes[range.lowerBound] == backtick, bytes[range.upperBound - 1] == backtick else { return range }
        return range.lowerBound + 1..<range.upperBound - 1
    }
}

extension SyntaxTree {
    /// The identifier tokens spelling `name`, backticked or not, ascending.
    func identifiers(spelling name: String) -> [Int] {
        identifierMentions.tokens(spelling: name, in: self) ?? []
    }

    /// The same, or nil when there are more than `limit`: a question about each of thousands of
    /// same-named methods costs each a bounded look.
    func identifiers(spelling name: String, atMost limit: Int) -> [Int]? {
        identifierMentions.tokens(spelling: name, in: self, atMost: limit)
    }
}
