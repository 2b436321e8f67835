#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// One bit per byte of a 64-byte block for the byte classes the raw-byte scanners look for
/// (`WordStarts`, `KeywordOccurrences`): bit i describes byte i.
///
/// On x86-64 sixteen bytes take one SSE2 step (every x86-64 processor has SSE2, so no feature
/// test) — about six instructions where the eight-byte arithmetic below takes twenty for half
/// as many bytes; it was the sketch's largest cost. Elsewhere, and as the reference the tests
/// hold the SSE2 path to, eight bytes per arithmetic step.
enum BlockMasks {
    /// Bit i set when byte i of the 64 at `block` is an ASCII letter.
    @inline(__always) static func letters(_ block: UnsafePointer<UInt8>) -> UInt64 {
        #if arch(x86_64)
        return gather(block) { lane in letterLanes(lane) }
        #else
        return portableLetters(block)
        #endif
    }

    /// Bit i set when byte i of the 64 at `block` is a word byte: an ASCII letter or digit,
    /// `_`, or any byte ≥ 0x80.
    @inline(__always) static func wordBytes(_ block: UnsafePointer<UInt8>) -> UInt64 {
        #if arch(x86_64)
        return gather(block) { lane in wordByteLanes(lane) }
        #else
        return portableWordBytes(block)
        #endif
    }

    /// Bit i set when byte i of the 16 at `bytes` is a word byte (bits 16 and up clear): for
    /// the length of a name, which is rarely longer.
    @inline(__always) static func wordBytesOfSixteen(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        #if arch(x86_64)
        let lane = _mm_loadu_si128(UnsafeRawPointer(bytes).assumingMemoryBound(to: __m128i.self))
        return UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(wordByteLanes(lane))))
        #else
        let raw = UnsafeRawPointer(bytes)
        return wordBitsOfEight(raw.loadUnaligned(as: UInt64.self))
            | wordBitsOfEight(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) << 8
        #endif
    }

    /// Whether any of the 64 bytes at `block` is ≥ 0x80 (not ASCII): one `movemask` where
    /// `nonASCII` takes four, for the blocks (nearly all) that are ASCII.
    @inline(__always) static func anyNonASCII(_ block: UnsafePointer<UInt8>) -> Bool {
        #if arch(x86_64)
        let vectors = UnsafeRawPointer(block).assumingMemoryBound(to: __m128i.self)
        let merged = _mm_or_si128(_mm_or_si128(_mm_loadu_si128(vectors), _mm_loadu_si128(vectors + 1)),
                                  _mm_or_si128(_mm_loadu_si128(vectors + 2), _mm_loadu_si128(vectors + 3)))
        return _mm_movemask_epi8(merged) != 0
        #else
        return portableNonASCII(block) != 0
        #endif
    }

    /// Bit i set when byte i of the 64 at `block` is ≥ 0x80 (not ASCII): where the UTF-8
    /// check must look, found without visiting the ASCII bytes between.
    @inline(__always) static func nonASCII(_ block: UnsafePointer<UInt8>) -> UInt64 {
        #if arch(x86_64)
        return gather(block) { lane in lane } // `movemask` reads each byte's top bit
        #else
        return portableNonASCII(block)
        #endif
    }

    static func portableNonASCII(_ block: UnsafePointer<UInt8>) -> UInt64 {
        eightAtATime(block) { gatherTopBits($0 & high) }
    }

    // MARK: - Eight bytes per step (every platform; the reference)

    static func portableLetters(_ block: UnsafePointer<UInt8>) -> UInt64 {
        eightAtATime(block, letterBitsOfEight)
    }

    static func portableWordBytes(_ block: UnsafePointer<UInt8>) -> UInt64 {
        eightAtATime(block, wordBitsOfEight)
    }

    @inline(__always) private static func eightAtATime(_ block: UnsafePointer<UInt8>,
                                                       _ eight: (UInt64) -> UInt64) -> UInt64 {
        let raw = UnsafeRawPointer(block)
        var result: UInt64 = 0
        for lane in 0..<8 {
            result |= eight(raw.loadUnaligned(fromByteOffset: lane * 8, as: UInt64.self)) << UInt64(lane * 8)
        }
        return result
    }

    /// Eight bytes (little-endian) → eight bits, one per ASCII letter: with the top bit cleared
    /// so no lane carries into the next and case folded, a lane in `a…z` whose byte is below 0x80.
    @inline(__always) static func letterBitsOfEight(_ word: UInt64) -> UInt64 {
        let folded = word & ~high | 0x20 * ones
        let marks = inRange(folded, UInt8(ascii: "a"), UInt8(ascii: "z")) & ~word
        return gatherTopBits(marks)
    }

    /// Eight bytes (little-endian) → eight bits, one per word byte. Per byte, with the top bit
    /// cleared so no lane carries into the next: a letter (after folding case), a digit, `_`,
    /// or a byte ≥ 0x80.
    @inline(__always) static func wordBitsOfEight(_ word: UInt64) -> UInt64 {
        let ascii = word & ~high
        let folded = ascii | 0x20 * ones
        let letter = inRange(folded, UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digit = inRange(ascii, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let difference = ascii ^ UInt64(UInt8(ascii: "_")) * ones
        let underscore = ~((difference &+ 0x7F * ones) | difference) & high
        return gatherTopBits((word | letter | digit | underscore) & high)
    }

    private static let high: UInt64 = 0x8080_8080_8080_8080
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Per lane (each below 0x80): 0x80 where `low ≤ lane ≤ high`.
    @inline(__always) private static func inRange(_ lanes: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let atLeastLow = lanes &+ UInt64(0x80 - low) * ones
        let aboveHigh = lanes &+ UInt64(0x7F - high) * ones
        return atLeastLow & ~aboveHigh & BlockMasks.high
    }

    /// Each lane's top bit (bits 7, 15, …, 63) gathered into the low eight bits.
    @inline(__always) private static func gatherTopBits(_ marks: UInt64) -> UInt64 {
        ((marks >> 7) &* 0x0002_0408_1020_4081) >> 49 & 0xFF
    }

    // MARK: - Sixteen bytes per step (x86-64)

    #if arch(x86_64)
    /// The top bits of `test` applied to each 16-byte quarter of the block, as 64 bits.
    @inline(__always) private static func gather(_ block: UnsafePointer<UInt8>,
                                                 _ test: (__m128i) -> __m128i) -> UInt64 {
        let vectors = UnsafeRawPointer(block).assumingMemoryBound(to: __m128i.self)
        var result: UInt64 = 0
        for quarter in 0..<4 {
            let lane = _mm_loadu_si128(vectors + quarter)
            let bits = UInt16(truncatingIfNeeded: _mm_movemask_epi8(test(lane)))
            result |= UInt64(bits) << UInt64(quarter * 16)
        }
        return result
    }

    /// All ones in each byte that is an ASCII letter: case folded (`| 0x20`), then `a…z`
    /// tested as one unsigned range; bytes ≥ 0x80 fold to 0xA0 or more and fall outside it.
    @inline(__always) private static func letterLanes(_ lane: __m128i) -> __m128i {
        let folded = _mm_or_si128(lane, _mm_set1_epi8(0x20))
        return inRange(_mm_sub_epi8(folded, _mm_set1_epi8(0x61)), upTo: 25)
    }

    /// The top bit set in each byte that is a word byte.
    @inline(__always) private static func wordByteLanes(_ lane: __m128i) -> __m128i {
        let digit = inRange(_mm_sub_epi8(lane, _mm_set1_epi8(0x30)), upTo: 9)
        let underscore = _mm_cmpeq_epi8(lane, _mm_set1_epi8(0x5F))
        // Bytes ≥ 0x80 already have their top bit set, which is all `movemask` reads.
        return _mm_or_si128(_mm_or_si128(letterLanes(lane), digit), _mm_or_si128(underscore, lane))
    }

    /// All ones in each byte whose unsigned value is at most `limit` (SSE2 has no unsigned
    /// byte comparison: a saturating subtraction leaves zero exactly there).
    @inline(__always) private static func inRange(_ lane: __m128i, upTo limit: Int8) -> __m128i {
        _mm_cmpeq_epi8(_mm_subs_epu8(lane, _mm_set1_epi8(limit)), _mm_setzero_si128())
    }
    #endif
}
