/// The sketch's keywords in a byte buffer, in order: every whole word (a maximal run of word
/// bytes, as `WordStarts` finds words) that is one of `DeclarationScanner.keywords`, with its kind.
///
/// The sketch acts only on keywords, and the words that cannot be one are most of a file. Found
/// from bits of ASCII letters (one bit a byte, eight bytes per arithmetic step), a run of letters
/// whose length no keyword has is dropped with a few instructions per block of 64 bytes, never
/// visited, and one whose first byte starts no keyword with one test; the rest is checked
/// against the keyword table, then against its neighbours (a digit,
/// `_` or a UTF-8 byte next to the letters makes it part of a longer word). Walking every word
/// instead cost about twice the instructions on real apps.
struct KeywordOccurrences {
    /// Bit n set: some keyword has n bytes — the shifts in `enter(blockAt:)`. A test checks it
    /// against the keyword table.
    static let lengths: UInt64 = 1 << 3 | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 19 | 1 << 21

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let table: KeywordTable
    /// Bit `b & 63` set for the first byte `b` of each keyword: lower-case letters land on bits
    /// 33…58, upper-case ones on 1…26, so one test tells a run that cannot start a keyword.
    private let firstBytes: UInt64
    /// The same for each length: `firstBytesOfLength[n]` has the first bytes of the n-byte keywords.
    private let firstBytesOfLength: [UInt64]
    /// Where the current block starts, its letter bits and the next block's (0 past the end).
    private var blockStart = 0
    private var letters: UInt64 = 0
    private var nextLetters: UInt64 = 0
    /// Starts of letter runs in the current block not yet looked at whose length may be a
    /// keyword's.
    private var pendingStarts: UInt64 = 0
    /// Keywords never start before this offset (the caller may skip ahead).
    private var resumePoint = 0

    init?(_ bytes: UnsafeBufferPointer<UInt8>, table: KeywordTable = .shared) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        self.base = base
        count = bytes.count
        self.table = table
        firstBytes = table.firstBytes
        firstBytesOfLength = table.firstBytesOfLength
        nextLetters = KeywordOccurrences.letterBits(base, count, at: 0)
        enter(blockAt: 0)
    }

    /// The next keyword starting at or after the resume point, or nil at the end.
    mutating func next() -> (word: Range<Int>, kind: DeclarationScanner.WordKind)? {
        while true {
            // A local copy stays in a register; the loop runs for about a third of all words.
            var pending = pendingStarts
            while pending != 0 {
                let bit = pending.trailingZeroBitCount
                pending &= pending &- 1
                let start = blockStart + bit
                let first = UInt64(base[start] & 63)
                if firstBytes >> first & 1 == 0 { continue }
                var run = (~(letters >> UInt64(bit))).trailingZeroBitCount
                if bit + run == 64 { run += (~nextLetters).trailingZeroBitCount }
                // Most runs that pass both tests alone fail together: `static` has a keyword's
                // length and first byte, but no six-letter keyword starts with `s` but `struct`.
                guard run < 64, firstBytesOfLength[run] >> first & 1 != 0 else { continue }
                let end = start + run
                guard let kind = table.kind(of: start..<end, in: UnsafeBufferPointer(start: base, count: count)) else { continue }
                // Letters next to a digit, `_` or a UTF-8 byte are part of a longer word.
                if start > 0, WordStarts.isWordByte(base[start - 1]) { continue }
                if end < count, WordStarts.isWordByte(base[end]) { continue }
                pendingStarts = pending
                return (start..<end, kind)
            }
            let following = max(blockStart + 64, resumePoint & ~63)
            guard following < count else {
                pendingStarts = 0
                return nil
            }
            enter(blockAt: following)
            dropStarts(before: resumePoint)
        }
    }

    /// Skips ahead: the next keyword yielded starts at or after `offset` (never inside a word:
    /// callers resume after a word or at a byte that is not one).
    mutating func resume(at offset: Int) {
        resumePoint = max(resumePoint, offset)
        dropStarts(before: resumePoint)
    }

    /// Forgets the current block's starts before `offset`, so the loop in `next()` need not test each.
    @inline(__always) private mutating func dropStarts(before offset: Int) {
        let skipped = offset - blockStart
        if skipped <= 0 { return }
        pendingStarts = skipped >= 64 ? 0 : pendingStarts & ~0 << UInt64(skipped)
    }

    // MARK: - Bits

    /// Makes the block at `start` (a multiple of 64) current and marks where a run of letters
    /// starts whose end lies at a keyword's length from it — or beyond the block, where the
    /// length is counted when the run is looked at.
    @inline(__always) private mutating func enter(blockAt start: Int) {
        let previousTop: UInt64
        if start == blockStart + 64 || start == 0 {
            previousTop = start == 0 ? 0 : letters >> 63
            letters = nextLetters
        } else { // skipped ahead past blocks
            previousTop = KeywordOccurrences.isLetter(base[start - 1]) ? 1 : 0
            letters = KeywordOccurrences.letterBits(base, count, at: start)
        }
        blockStart = start
        nextLetters = start + 64 < count ? KeywordOccurrences.letterBits(base, count, at: start + 64) : 0
        let runStarts = letters & ~(letters << 1 | previousTop)
        let runEnds = letters & ~(letters >> 1 | nextLetters << 63)
        // A start whose run may end at a keyword's length (3, 4, 5, 6, 8, 9, 17, 19, 21) from it.
        let endsAtKeywordLength = runEnds >> 2 | runEnds >> 3 | runEnds >> 4 | runEnds >> 5 | runEnds >> 7
            | runEnds >> 8 | runEnds >> 16 | runEnds >> 18 | runEnds >> 20
        // The run reaching the block's end, whose length the next block decides (a block of
        // nothing but letters keeps its first start, whose run is then too long for a keyword).
        let lastRun: UInt64 = letters >> 63 != 0 ? ~0 << UInt64(64 - (~letters).leadingZeroBitCount) : 0
        pendingStarts = runStarts & (endsAtKeywordLength | lastRun)
    }

    /// Bit i set when byte `start + i` of the `count` at `base` is an ASCII letter; bytes past
    /// the end count as not. (Static: as a method it copied the whole cursor for each call.)
    @inline(__always) private static func letterBits(_ base: UnsafePointer<UInt8>, _ count: Int, at start: Int) -> UInt64 {
        WordStarts.blockBits(base, count, at: start, whole: BlockMasks.letters, one: isLetter)
    }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}
