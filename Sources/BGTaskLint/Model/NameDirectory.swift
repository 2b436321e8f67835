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
    private var slotBits = 4
    private var occupied = 0

    /// `namesOfFile[f]`: the keys (`key(_:)`) of the names file `f` may declare (repeats allowed).
    init(_ namesOfFile: [[UInt32]]) {
        let total = namesOfFile.reduce(0) { $0 + $1.count }
        // Files share most names (`init`, `body`, `view`…): start at half the pairs, grow as needed.
        while 1 << slotBits < total / 2 { slotBits += 1 }
        keys = Array(repeating: 0, count: 1 << slotBits)
        heads = Array(repeating: -1, count: 1 << slotBits)
        entryFile.reserveCapacity(total)
        entryNext.reserveCapacity(total)
        // Last file first, each pushed at its list's head: every list reads in ascending file order.
        for file in namesOfFile.indices.reversed() {
            for key in namesOfFile[file] {
                var slot = self.slot(for: key)
                if keys[slot] == 0 {
                    if (occupied + 1) * 3 > keys.count * 2 { // at most two thirds full: probes stay short
                        grow()
                        slot = self.slot(for: key)
                    }
                    keys[slot] = key
                    occupied += 1
                }
                let head = heads[slot]
                if head >= 0, entryFile[Int(head)] == Int32(file) { continue } // a repeat in this file
                entryFile.append(Int32(file))
                entryNext.append(head)
                heads[slot] = Int32(entryFile.count - 1)
            }
        }
    }

    /// Twice the slots, every list moved to its key's new slot.
    private mutating func grow() {
        let oldKeys = keys, oldHeads = heads
        slotBits += 1
        keys = Array(repeating: 0, count: 1 << slotBits)
        heads = Array(repeating: -1, count: 1 << slotBits)
        for (key, head) in zip(oldKeys, oldHeads) where key != 0 {
            let slot = self.slot(for: key)
            keys[slot] = key
            heads[slot] = head
        }
    }

    /// The files that may declare the name with this hash, ascending.
    func files(declaring hash: UInt64) -> [Int] {
        var result: [Int] = []
        var entry = heads[slot(for: NameDirectory.key(hash))]
        while entry >= 0 {
            result.append(Int(entryFile[Int(entry)]))
            entry = entryNext[Int(entry)]
        }
        return result
    }

    func mayBeDeclared(_ hash: UInt64) -> Bool { heads[slot(for: NameDirectory.key(hash))] >= 0 }

    /// A name's key: its hash's high half (0 marks an empty slot, so a key of 0 is stored as 1).
    /// Sketches keep keys, not hashes: half the memory, and all a lookup compares.
    static func key(_ hash: UInt64) -> UInt32 { max(UInt32(truncatingIfNeeded: hash >> 32), 1) }

    /// The slot holding `key`, or the empty slot where it would go (multiplicative hashing,
    /// linear probing).
    private func slot(for key: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
        while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }
}
