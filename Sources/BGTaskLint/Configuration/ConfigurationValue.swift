/// Any JSON value of a configuration file. Its description is how a configuration error shows
/// a value: `"text"`, `2`, `true`, `null`, `an array`, `an object`.
///
/// Read by `ConfigurationValue.parse`, not `JSONSerialization` (not in FoundationEssentials,
/// and the library no longer links Foundation) nor `JSONDecoder` (whose only message for any
/// syntax error is "The given data was not valid JSON.": a user fixing a configuration wants to
/// know where). `JSONValue` is the reports' writer.
enum ConfigurationValue: Equatable, CustomStringConvertible {
    case null, bool(Bool), number(Double), string(String), array([ConfigurationValue]), object([String: ConfigurationValue])

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return Int(exactly: value).map(String.init) ?? String(value)
        case .string(let text): return Configuration.quoted(text)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    struct SyntaxError: Error, Equatable {
        /// "unexpected ']' at line 2, column 7", "the text ends inside a string".
        var message: String
        /// The key given twice in one object, when that is the error: valid JSON syntax, refused
        /// for what it means, which a reader may say apart from a syntax error.
        var repeatedKey: String?
    }

    /// Nesting deeper than this is refused, not recursed into (a hostile file cannot exhaust
    /// the stack): configurations nest three levels.
    static let depthLimit = 100

    /// Parses JSON text (RFC 8259: one value, UTF-8, a byte-order mark before it ignored). A key
    /// repeated in one object is an error, not a silent choice of one of its values: which one
    /// a reader keeps differs between readers, and a setting that loses says nothing.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> ConfigurationValue {
        // Checked once here, so strings are decoded without a check of their own (and without
        // `String(validating:)`, which older macOS lacks).
        if let problem = SourceReader.validate(bytes) { throw SyntaxError(message: "\(problem)") }
        if bytes.contains(0) { throw SyntaxError(message: "not a text file (contains NUL bytes)") }
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        reader.skipBlanks()
        let value = try reader.value(depth: 0)
        reader.skipBlanks()
        guard reader.position == bytes.count else { throw reader.unexpected() }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func value(depth: Int) throws(SyntaxError) -> ConfigurationValue {
            guard depth < ConfigurationValue.depthLimit else { throw failure("nested more than \(ConfigurationValue.depthLimit) levels deep") }
            guard position < bytes.count else { throw failure("the text ends where a value should be") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        private mutating func object(depth: Int) throws(SyntaxError) -> ConfigurationValue {
            position += 1
            var members: [String: ConfigurationValue] = [:]
            skipBlanks()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            while true {
                skipBlanks()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw unexpected(expecting: "a key") }
                let keyStart = position
                let key = try string()
                guard members[key] == nil else {
                    position = keyStart
                    var error = failure("the key \"\(key)\" appears twice in one object")
                    error.repeatedKey = key
                    throw error
                }
                skipBlanks()
                guard consume(UInt8(ascii: ":")) else { throw unexpected(expecting: "':' after a key") }
                skipBlanks()
                members[key] = try value(depth: depth + 1)
                skipBlanks()
                if consume(UInt8(ascii: "}")) { return .object(members) }
                guard consume(UInt8(ascii: ",")) else { throw unexpected(expecting: "',' or '}'") }
            }
        }

        private mutating func array(depth: Int) throws(SyntaxError) -> ConfigurationValue {
            position += 1
            var items: [ConfigurationValue] = []
            skipBlanks()
            if consume(UInt8(ascii: "]")) { return .array(items) }
            while true {
                skipBlanks()
                items.append(try value(depth: depth + 1))
                skipBlanks()
                if consume(UInt8(ascii: "]")) { return .array(items) }
                guard consume(UInt8(ascii: ",")) else { throw unexpected(expecting: "',' or ']'") }
            }
        }

        private mutating func string() throws(SyntaxError) -> String {
            position += 1
            // Most strings have no escape: their bytes are the string. Building every one scalar
            // by scalar made reading a 12 MB baseline twice as slow as `JSONDecoder`.
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"),
                  bytes[position] >= 0x20 {
                position += 1
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: bytes[start..<position - 1], as: UTF8.self)
            }
            var scalars = String.UnicodeScalarView()
            var run = start // start of the bytes since the last escape
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
            }
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    flush(position)
                    position += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { throw unexpected(expecting: "no control character in a string") }
                guard byte == UInt8(ascii: "\\") else { position += 1; continue }
                flush(position)
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escaped))
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try escapedScalar())
                default:
                    position -= 1
                    throw unexpected(expecting: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
                }
                run = position
            }
            throw failure("the text ends inside a string")
        }

        /// After `\u`: four hex digits, or a surrogate pair written as two escapes.
        private mutating func escapedScalar() throws(SyntaxError) -> Unicode.Scalar {
            let first = try hexQuad()
            if (0xD800...0xDBFF).contains(first), consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) {
                let second = try hexQuad()
                if (0xDC00...0xDFFF).contains(second),
                   let scalar = Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(first) else { throw failure("a \\u escape is half of a surrogate pair") }
            return scalar
        }

        private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < bytes.count, let digit = UInt32(String(UnicodeScalar(bytes[position])), radix: 16) else {
                    throw unexpected(expecting: "four hex digits after \\u")
                }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private mutating func number() throws(SyntaxError) -> Double {
            let start = position
            _ = consume(UInt8(ascii: "-"))
            if !consume(UInt8(ascii: "0")) {
                guard digits() > 0 else { position = start; throw unexpected() }
            }
            if consume(UInt8(ascii: ".")), digits() == 0 { throw unexpected(expecting: "a digit") }
            if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
                _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
                if digits() == 0 { throw unexpected(expecting: "a digit") }
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { throw unexpected() }
            return value
        }

        private mutating func digits() -> Int {
            let start = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
            return position - start
        }

        private mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let start = position
            for offset in 0..<word.utf8CodeUnitCount {
                guard position < bytes.count, bytes[position] == word.utf8Start[offset] else {
                    position = start
                    throw unexpected()
                }
                position += 1
            }
        }

        mutating func skipBlanks() {
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
                default: return
                }
            }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// What is at the position, where it is, and what should have been there.
        func unexpected(expecting expected: String? = nil) -> SyntaxError {
            let found: String
            if position >= bytes.count {
                found = "end of the text"
            } else if bytes[position] >= 0x20, bytes[position] < 0x7F {
                found = "'\(Character(Unicode.Scalar(bytes[position])))'"
            } else {
                found = "byte 0x" + String(bytes[position], radix: 16, uppercase: true)
            }
            return failure("unexpected \(found)" + (expected.map { ", expected \($0)" } ?? ""))
        }

        /// The message with the line and column (1-based, in bytes) of the position.
        func failure(_ message: String) -> SyntaxError {
            let before = bytes[..<min(position, bytes.count)]
            let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let column = position - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return SyntaxError(message: "\(message) at line \(line), column \(column)")
        }
    }
}
