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
///
/// A loop that calls its visitor, not an iterator: the block's bits, the pending starts and the
/// resume point stay in registers instead of a cursor's fields stored and reloaded around each
/// keyword (an iterator cost a sixth more on real apps).
enum KeywordOccurrences {
    /// Bit n set: some keyword has n bytes — the shifts in `forEach`. A test checks it against
    /// the keyword table.
    static let lengths: UInt64 = 1 << 3 | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 19 | 1 << 21

    /// Calls `visit` with each keyword and its kind, in order; `visit` returns where the search
    /// goes on (the word's end, or past what the caller read after it: never inside a word).
    @inline(__always) static func forEach(in bytes: UnsafeBufferPointer<UInt8>, table: KeywordTable = .shared,
                                          _ visit: (_ word: Range<Int>, _ kind: DeclarationScanner.WordKind) -> Int) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let count = bytes.count
        table.firstBytesOfLength.withUnsafeBufferPointer { firstBytesOfLength in
            var blockStart = 0
            var letters = letterBits(base, count, at: 0)
            var previousTop: UInt64 = 0 // whether the byte before the block is a letter
            var resumePoint = 0
            while blockStart < count {
                let nextLetters = blockStart + 64 < count ? letterBits(base, count, at: blockStart + 64) : 0
                var pending = keywordLengthStarts(letters, previousTop: previousTop, nextLetters: nextLetters)
                pending &= startsFrom(resumePoint - blockStart)
                while pending != 0 {
                    let bit = pending.trailingZeroBitCount
                    pending &= pending &- 1
                    let start = blockStart + bit
                    let first = UInt64(base[start] & 63)
                    var run = (~(letters >> UInt64(bit))).trailingZeroBitCount
                    if bit + run == 64 { run += (~nextLetters).trailingZeroBitCount }
                    // One test of length and first byte together, which few runs pass: `static`
                    // has a keyword's length and first byte, but no six-letter keyword starts
                    // with `s` but `struct`. Testing the first byte alone before it was a branch
                    // taken about half the time, at random (common letters start keywords), and
                    // its mispredictions cost more than the run lengths it spared.
                    guard firstBytesOfLength[min(run, 63)] >> first & 1 != 0 else { continue }
                    let end = start + run
                    guard let kind = table.kind(of: start..<end, in: bytes) else { continue }
                    // Letters next to a digit, `_` or a UTF-8 byte are part of a longer word.
                    if start > 0, WordStarts.isWordByte(base[start - 1]) { continue }
                    if end < count, WordStarts.isWordByte(base[end]) { continue }
                    resumePoint = max(resumePoint, visit(start..<end, kind))
                    pending &= startsFrom(resumePoint - blockStart)
                }
                // The next block, or the one holding the resume point if that is further.
                let following = max(blockStart + 64, resumePoint & ~63)
                if following == blockStart + 64 {
                    previousTop = letters >> 63
                    letters = nextLetters
                } else if following < count {
                    previousTop = isLetter(base[following - 1]) ? 1 : 0
                    letters = letterBits(base, count, at: following)
                }
                blockStart = following
            }
        }
    }

    /// The starts of letter runs in a block whose end lies at a keyword's length from them
    /// (3, 4, 5, 6, 8, 9, 17, 19, 21), or beyond the block, where the length is counted when
    /// the run is looked at. `previousTop`: 1 when the byte before the block is a letter.
    @inline(__always) private static func keywordLengthStarts(_ letters: UInt64, previousTop: UInt64,
                                                              nextLetters: UInt64) -> UInt64 {
        let runStarts = letters & ~(letters << 1 | previousTop)
        let runEnds = letters & ~(letters >> 1 | nextLetters << 63)
        let endsAtKeywordLength = runEnds >> 2 | runEnds >> 3 | runEnds >> 4 | runEnds >> 5 | runEnds >> 7
            | runEnds >> 8 | runEnds >> 16 | runEnds >> 18 | runEnds >> 20
        // The run reaching the block's end, whose length the next block decides (a block of
        // nothing but letters keeps its first start, whose run is then too long for a keyword).
        let lastRun: UInt64 = letters >> 63 != 0 ? ~0 << UInt64(64 - (~letters).leadingZeroBitCount) : 0
        return runStarts & (endsAtKeywordLength | lastRun)
    }

    /// The bits of a block from `offset` on (all for an offset at or before its start).
    @inline(__always) private static func startsFrom(_ offset: Int) -> UInt64 {
        offset <= 0 ? ~0 : offset >= 64 ? 0 : ~0 << UInt64(offset)
    }

    // MARK: - Bits

    /// Bit i set when byte `start + i` of the `count` at `base` is an ASCII letter; bytes past
    /// the end count as not.
    @inline(__always) private static func letterBits(_ base: UnsafePointer<UInt8>, _ count: Int, at start: Int) -> UInt64 {
        WordStarts.blockBits(base, count, at: start, whole: BlockMasks.letters, one: isLetter)
    }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}
