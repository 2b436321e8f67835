/// The words of a byte buffer — maximal runs of `[A-Za-z0-9_]` and bytes ≥ 0x80 — found 64
/// bytes at a time: each block's word bytes become one bit mask (`BlockMasks`), and words are
/// read off its bits. A byte-at-a-time loop mispredicts a branch at
/// almost every word boundary; this pays per word, not per byte, and lets the sketch of a
/// whole project run near memory speed.
///
/// Yields exactly the words `WordScanner.nextWord` yields, in order (a test compares them).
struct WordStarts {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    /// Where the current block starts, and its word-byte bits (bit i: byte blockStart + i).
    private var blockStart = 0
    private var wordBits: UInt64 = 0
    /// Word starts in the current block not yet yielded.
    private var pendingStarts: UInt64 = 0
    /// Words never start before this offset (the caller may skip ahead).
    private var resumePoint = 0

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        self.base = base
        count = bytes.count
        load(blockAt: 0)
    }

    /// The next word starting at or after the resume point, or nil at the end.
    mutating func next() -> Range<Int>? {
        while true {
            if pendingStarts != 0 {
                let bit = pendingStarts.trailingZeroBitCount
                pendingStarts &= pendingStarts &- 1
                let start = blockStart + bit
                if start < resumePoint { continue }
                let run = (~(wordBits >> UInt64(bit))).trailingZeroBitCount
                var end = start + run
                if bit + run >= 64 { // the word goes on into the next block
                    end = blockStart + 64
                    while end < count, WordStarts.isWordByte(base[end]) { end += 1 }
                }
                resumePoint = end
                return start..<end
            }
            // The block after this one, or the one holding the resume point if that is further.
            let nextBlock = max(blockStart + 64, resumePoint & ~63)
            guard nextBlock < count else { return nil }
            load(blockAt: nextBlock)
        }
    }

    /// Skips ahead: the next word yielded starts at or after `offset` (never inside a word:
    /// callers resume after a word or at a byte that is not one).
    mutating func resume(at offset: Int) {
        resumePoint = max(resumePoint, offset)
    }

    // MARK: - Bits

    /// Loads the block at `start` (a multiple of 64) and marks the bytes that start a word
    /// there: a word byte whose previous byte is not one.
    private mutating func load(blockAt start: Int) {
        blockStart = start
        wordBits = bits(at: start)
        let previousIsWordByte: UInt64 = start > 0 && WordStarts.isWordByte(base[start - 1]) ? 1 : 0
        pendingStarts = wordBits & ~(wordBits << 1 | previousIsWordByte)
    }

    /// Bit i set when byte `start + i` is a word byte; bytes past the end count as not.
    private func bits(at start: Int) -> UInt64 {
        WordStarts.blockBits(base, count, at: start, whole: BlockMasks.wordBytes, one: WordStarts.isWordByte)
    }

    /// Bit i set when byte `start + i` of the `count` at `base` passes the test: for a whole
    /// block, `whole` (one of `BlockMasks`); for the last, partial block, `one` byte by byte.
    /// Bytes past the end count as failing. Shared by the word finder and the keyword finder
    /// (`KeywordOccurrences`).
    @inline(__always) static func blockBits(_ base: UnsafePointer<UInt8>, _ count: Int, at start: Int,
                                            whole: (UnsafePointer<UInt8>) -> UInt64, one: (UInt8) -> Bool) -> UInt64 {
        if start + 64 <= count { return whole(base + start) }
        var result: UInt64 = 0
        for offset in 0..<(count - start) where one(base[start + offset]) {
            result |= 1 << UInt64(offset)
        }
        return result
    }

    /// The same test, one byte at a time: `0-9` in the low half of a 128-bit table; `A-Z`, `_`,
    /// `a-z` in the high half; every byte ≥ 0x80.
    @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let table: UInt64 = byte < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return (table >> UInt64(byte & 63)) & 1 != 0
    }
}
