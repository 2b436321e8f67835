#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How many UTF-16 code units come before each character boundary of one line.
struct UTF16Columns: Sendable {
    private enum Table: Sendable {
        /// Every byte is one unit.
        case ascii
        /// Units before each byte offset from the line start; -1 inside a character.
        case unitsBefore([Int32])
        /// Invalid UTF-8: how it decodes depends on where the prefix is cut, so callers decode.
        case undecodable
    }

    private let table: Table

    init(line bytes: ArraySlice<UInt8>) {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            table = .ascii
            return
        }
        var unitsBefore = [Int32](repeating: -1, count: bytes.count + 1)
        unitsBefore[0] = 0
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var position = 0
        var units: Int32 = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                position += encoded.count
                units += Int32(UTF16.width(Unicode.UTF8.decode(encoded)))
                unitsBefore[position] = units
            case .error:
                table = .undecodable
                return
            case .emptyInput:
                table = .unitsBefore(unitsBefore)
                return
            }
        }
    }

    /// The UTF-16 units in the line's first `byteCount` bytes, or nil when those bytes end inside
    /// a character or the line is not valid UTF-8.
    func units(inFirst byteCount: Int) -> Int? {
        switch table {
        case .ascii:
            return byteCount
        case .unitsBefore(let unitsBefore):
            guard byteCount < unitsBefore.count, unitsBefore[byteCount] >= 0 else { return nil }
            return Int(unitsBefore[byteCount])
        case .undecodable:
            return nil
        }
    }
}
