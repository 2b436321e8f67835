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
        // Names repeat, within files (`let` names, each `init`; a sketch keeps its repeats) and
        // across them (`body`, `view`…): about two pairs per distinct name on real apps, so as
        // many slots as pairs leaves the table at most two-thirds full without growing.
        while 1 << slotBits < total { slotBits += 1 }
        keys = Array(repeating: 0, count: 1 << slotBits)
        heads = Array(repeating: -1, count: 1 << slotBits)
        entryFile.reserveCapacity(total)
        entryNext.reserveCapacity(total)
        // Last file first, each pushed at its list's head: every list reads in ascending file order.
        for file in namesOfFile.indices.reversed() {
            let names = namesOfFile[file]
            var next = 0
            while next < names.count {
                next = add(names, from: next, file: Int32(file))
                if next < names.count { grow() }
            }
        }
    }

    /// Files `names[start...]` under `file`, through raw buffers (the array accessors' checks
    /// cost more than the hashing). Stops before a new name that would make the table more than
    /// two-thirds full, returning its index (`names.count` when all are in).
    private mutating func add(_ names: [UInt32], from start: Int, file: Int32) -> Int {
        let shift = UInt64(64 - slotBits), mask = keys.count - 1, slotCount = keys.count
        var occupied = self.occupied, entryFile: [Int32] = [], entryNext: [Int32] = []
        swap(&entryFile, &self.entryFile)
        swap(&entryNext, &self.entryNext)
        var stop = names.count
        keys.withUnsafeMutableBufferPointer { keys in
            heads.withUnsafeMutableBufferPointer { heads in
                for index in start..<names.count {
                    let key = names[index]
                    var slot = Int(truncatingIfNeeded: (UInt64(key) &* NameDirectory.multiplier) >> shift)
                    while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & mask }
                    if keys[slot] == 0 {
                        guard (occupied + 1) * 3 <= slotCount * 2 else { // at most two thirds full: probes stay short
                            stop = index
                            return
                        }
                        keys[slot] = key
                        occupied += 1
                    }
                    let head = heads[slot]
                    if head >= 0, entryFile[Int(head)] == file { continue } // a repeat in this file
                    entryFile.append(file)
                    entryNext.append(head)
                    heads[slot] = Int32(entryFile.count - 1)
                }
            }
        }
        self.occupied = occupied
        swap(&entryFile, &self.entryFile)
        swap(&entryNext, &self.entryNext)
        return stop
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

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The slot holding `key`, or the empty slot where it would go (multiplicative hashing,
    /// linear probing).
    private func slot(for key: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(key) &* NameDirectory.multiplier) >> UInt64(64 - slotBits))
        while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }
}
