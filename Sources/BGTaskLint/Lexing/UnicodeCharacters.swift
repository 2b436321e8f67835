#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The non-ASCII characters swiftc does not lex as part of a name: the non-breaking space
/// (U+00A0), which it takes for whitespace (with a warning: `|| errorCode` typed with one compiles),
/// and the operator characters of the language reference's grammar (`±`, `√`, `→`, `∘`…), which
/// make operators (`infix operator ±`). Every other byte ≥ 0x80 continues a name.
enum UnicodeCharacters {
    /// Whether a non-breaking space (`C2 A0`) starts at `index`.
    @inline(__always) static func isNonBreakingSpace(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0
    }

    /// The scalar whose UTF-8 encoding starts at `index` and its length in bytes; nil when the
    /// bytes there are not well-formed UTF-8 (the lexer then takes one byte as a name's).
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, length)
    }

    /// `operator-head` beyond ASCII, as The Swift Programming Language's lexical structure lists it.
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// `operator-character` beyond ASCII: a head, or a combining mark continuing an operator.
    static func isOperatorCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(scalar)
        }
    }

    /// `bytes` with every non-breaking space written as two spaces (same length, same offsets),
    /// for the raw-byte scanners, whose word boundaries must be the lexer's; `bytes` itself when
    /// there is none (a `memchr` for the lead byte, vectorised, decides).
    static func blankingNonBreakingSpaces(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { buffer in
            containsNonBreakingSpace(buffer) ? blankingNonBreakingSpaces(in: buffer) : nil
        } ?? bytes
    }

    static func containsNonBreakingSpace(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEachNonBreakingSpace(in: buffer) { _ in
            found = true
            return false
        }
        return found
    }

    /// A copy, with each non-breaking space found by `forEachNonBreakingSpace`.
    static func blankingNonBreakingSpaces(in buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var copy = Array(buffer)
        forEachNonBreakingSpace(in: buffer) { index in
            copy[index] = UInt8(ascii: " ")
            copy[index + 1] = UInt8(ascii: " ")
            return true
        }
        return copy
    }

    /// Calls `visit` with the offset of each non-breaking space, jumping from one `C2` byte to
    /// the next (files whose comments hold one are common). `visit` returns whether to go on.
    private static func forEachNonBreakingSpace(in buffer: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Bool) {
        ByteSearch.forEachOffset(of: 0xC2, in: buffer) { index in
            !isNonBreakingSpace(at: index, in: buffer) || visit(index)
        }
    }
}
