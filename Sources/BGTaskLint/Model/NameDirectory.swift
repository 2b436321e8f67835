/// Which files may declare each name, by the name's hash: what the lazy index asks before it
/// parses anything. Built in one pass over every file's sketch as an open-addressing table whose
/// slots head linked lists of files, so the module's hundreds of thousands of declared names
/// cost no dictionary entry or array each. A slot keeps 32 bits of the name's hash: names that
/// share them share a list, which only adds candidate files (each is parsed and checked).
struct NameDirectory: Sendable {
    private var keys: [UInt32]
    private var heads: [Int32]
    private var entryFile: [Int32] = []
    private var entryNext: [Int32] = []
    private let mask: Int

    /// `namesOfFile[f]`: the hashes file `f` may declare (repeats allowed).
    init(_ namesOfFile: [[UInt64]]) {
        let total = namesOfFile.reduce(0) { $0 + $1.count }
        var capacity = 16
        while capacity < total + total / 2 { capacity <<= 1 } // at most two thirds full: probes stay short
        keys = Array(repeating: 0, count: capacity)
        heads = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        entryFile.reserveCapacity(total)
        entryNext.reserveCapacity(total)
        // Last file first, each pushed at its list's head: every list reads in ascending file order.
        for file in namesOfFile.indices.reversed() {
            for hash in namesOfFile[file] {
                let slot = self.slot(for: hash)
                keys[slot] = NameDirectory.key(hash)
                let head = heads[slot]
                if head >= 0, entryFile[Int(head)] == Int32(file) { continue } // a repeat in this file
                entryFile.append(Int32(file))
                entryNext.append(head)
                heads[slot] = Int32(entryFile.count - 1)
            }
        }
    }

    /// The files that may declare the name with this hash, ascending.
    func files(declaring hash: UInt64) -> [Int] {
        var result: [Int] = []
        var entry = heads[slot(for: hash)]
        while entry >= 0 {
            result.append(Int(entryFile[Int(entry)]))
            entry = entryNext[Int(entry)]
        }
        return result
    }

    func mayBeDeclared(_ hash: UInt64) -> Bool { heads[slot(for: hash)] >= 0 }

    /// The hash's high half; 0 marks an empty slot, so a key of 0 is stored as 1.
    private static func key(_ hash: UInt64) -> UInt32 { max(UInt32(truncatingIfNeeded: hash >> 32), 1) }

    /// The slot holding `hash`, or the empty slot where it would go (linear probing).
    private func slot(for hash: UInt64) -> Int {
        let key = NameDirectory.key(hash)
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }
}
