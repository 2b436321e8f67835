import Foundation

/// Reads a file for linting, refusing what is not UTF-8 Swift source.
public enum SourceReader {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable
        case binary
        case invalidUTF8(offset: Int)
        case tooLarge

        public var description: String {
            switch self {
            case .unreadable: return "cannot read file"
            case .binary: return "not a text file (contains NUL bytes)"
            case .invalidUTF8(let offset): return "invalid UTF-8 at byte \(offset)"
            case .tooLarge: return "file is larger than 1 GiB"
            }
        }
    }

    public static func read(_ path: String) -> Result<SourceFile, Failure> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        guard data.count < 1 << 30 else { return .failure(.tooLarge) }
        let bytes = [UInt8](data)
        if let problem = validate(bytes) { return .failure(problem) }
        return .success(SourceFile(path: path, bytes: bytes))
    }

    /// Rejects NUL bytes and malformed UTF-8 (overlong forms, surrogates, truncated sequences).
    static func validate(_ bytes: [UInt8]) -> Failure? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte == 0 { return .binary }
                    index += 1
                    continue
                }
                let length: Int
                let minimum: UInt32
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
                default: return .invalidUTF8(offset: index)
                }
                guard index + length <= count else { return .invalidUTF8(offset: index) }
                for offset in 1..<length {
                    let continuation = buffer[index + offset]
                    guard continuation & 0xC0 == 0x80 else { return .invalidUTF8(offset: index) }
                    scalar = scalar << 6 | UInt32(continuation & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                    return .invalidUTF8(offset: index)
                }
                index += length
            }
            return nil
        }
    }
}
