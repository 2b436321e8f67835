#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file for linting, refusing what is not UTF-8 Swift source.
public enum SourceReader {
    public enum Failure: Error, CustomStringConvertible {
        /// With what the system said (`SystemError.reason`), when it said something.
        case unreadable(String?)
        case binary
        case invalidUTF8(offset: Int)
        case tooLarge

        public var description: String {
            switch self {
            case .unreadable(let reason): return "cannot read file" + (reason.map { " (\($0))" } ?? "")
            case .binary: return "not a text file (NUL bytes and invalid UTF-8)"
            case .invalidUTF8(let offset): return "invalid UTF-8 at byte \(offset)"
            case .tooLarge: return "file is larger than 1 GiB"
            }
        }
    }

    public static func read(_ path: String) -> Result<SourceFile, Failure> {
        checkedBytes(path).map { SourceFile(path: path, bytes: $0) }
    }

    /// What the UTF-8 check saw in valid text besides its validity.
    struct TextMarks {
        /// A non-breaking space: whitespace to the lexer, a name's byte to the raw scans.
        var holdsNonBreakingSpace = false
        /// A NUL: read as a space (`blankNULs`), as swiftc reads it (with a warning).
        var holdsNUL = false
    }

    /// Reads, checks and sketches a file in one visit, keeping its bytes only if the rules must
    /// analyse it: the rest of the project costs its sketch, not its size, in memory.
    ///
    /// The file is read into a buffer lent for the visit (`ReadBuffers`), not into an array of
    /// its own: most files are dropped after their sketch, and an array per file cost an
    /// allocation (fresh pages for large ones) and an `fstat` to size it, per file.
    public static func scan(_ path: String) -> Result<ScannedSource, Failure> {
        ReadBuffers.shared.withBuffer { buffer in
            read(path, into: &buffer).flatMap { count in
                let bytes = UnsafeMutableBufferPointer(start: buffer.base, count: count)
                var marks = TextMarks()
                if let problem = validate(UnsafeBufferPointer(bytes), marks: &marks) { return .failure(problem) }
                let nulBytes = marks.holdsNUL ? blankNULs(bytes) : 0
                return .success(ScannedSource(path: path, reading: UnsafeBufferPointer(bytes),
                                              holdsNonBreakingSpace: marks.holdsNonBreakingSpace, nulBytes: nulBytes))
            }
        }
    }

    /// Reads `path` whole into `buffer`, growing it as needed, and returns how many bytes it
    /// holds. No `fstat` first: a regular file reads short only at its end, so one `read`
    /// reads most files. Only a file outgrowing 8 MB is asked its size, so that a file of a
    /// gigabyte or more is refused before it is read.
    static func read(_ path: String, into buffer: inout ReadBuffer) -> Result<Int, Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(SystemError.reason(errno))) }
        defer { close(descriptor) }
        var count = 0
        while true {
            if count == buffer.capacity {
                guard count < 1 << 30 else { return .failure(.tooLarge) }
                if count >= 8 << 20 {
                    var status = stat()
                    if fstat(descriptor, &status) == 0, Int(status.st_size) >= 1 << 30 { return .failure(.tooLarge) }
                }
                buffer.grow(keeping: count)
            }
            let wanted = buffer.capacity - count
            let result = StandardStreams.systemRead(descriptor, buffer.base + count, wanted)
            if result < 0, errno == EINTR { continue }
            if result < 0 { return .failure(.unreadable(SystemError.reason(errno))) }
            count += result
            if result < wanted { return .success(count) }
        }
    }

    /// The bytes of `path`, read and checked (UTF-8), NULs read as spaces.
    private static func checkedBytes(_ path: String) -> Result<[UInt8], Failure> {
        readBytes(path).flatMap { bytes in
            if let problem = validate(bytes) { return .failure(problem) }
            var text = bytes
            blankNULs(&text)
            return .success(text)
        }
    }

    /// Writes each NUL as a space, in place, and says how many there were. swiftc reads a NUL
    /// as whitespace (inside a literal or comment, as a character of it) and warns; a space
    /// gives the same tokens at the same offsets. (A Flutter plugin ships a Swift file padded
    /// with 2,602 NULs that compiles: refusing it failed that project's lint.)
    @discardableResult
    static func blankNULs(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        ByteSearch.forEachOffset(of: 0, in: UnsafeBufferPointer(bytes)) { offset in
            bytes[offset] = UInt8(ascii: " ")
            count += 1
            return true
        }
        return count
    }

    /// The warning for a file whose NULs were read as spaces.
    static func describe(nulBytes: Int) -> String {
        "\(nulBytes) NUL byte\(nulBytes == 1 ? "" : "s") read as \(nulBytes == 1 ? "a space" : "spaces"), as swiftc reads them"
    }

    @discardableResult
    static func blankNULs(_ bytes: inout [UInt8]) -> Int {
        // Most files hold none: checked without the copy a mutable buffer would make.
        guard bytes.withUnsafeBufferPointer({ $0.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false })
        else { return 0 }
        return bytes.withUnsafeMutableBufferPointer { blankNULs($0) }
    }

    /// A file read again for the index (its bytes were dropped after the first pass). One that
    /// can no longer be read — deleted meanwhile — declares nothing. Not checked again: it was
    /// valid UTF-8 when first read, and the lexer takes any bytes (a file changed in between at
    /// worst declares something else), while checking again cost 1.6 instructions a byte each
    /// time a lookup re-reads the whole module.
    static func reread(_ path: String) -> [UInt8] {
        var bytes = (try? readBytes(path).get()) ?? []
        blankNULs(&bytes)
        return bytes
    }

    /// A file's bytes in an array of their own (a file read whole: `read`, `reread`): read into
    /// a lent buffer as `scan` reads it, then copied out. The file is opened read-only and never
    /// locked; one that grows while it is read is read to its end.
    static func readBytes(_ path: String) -> Result<[UInt8], Failure> {
        ReadBuffers.shared.withBuffer { buffer in
            read(path, into: &buffer).map { Array(UnsafeBufferPointer(start: buffer.base, count: $0)) }
        }
    }

    /// Rejects malformed UTF-8 (overlong forms, surrogates, truncated sequences): the first
    /// malformed sequence is reported, or, when the bytes hold a NUL too, the file is binary
    /// (an encrypted or compiled file named `.swift`). NULs in valid text are not refused:
    /// swiftc reads them as whitespace (`blankNULs`).
    static func validate(_ bytes: [UInt8]) -> Failure? {
        bytes.withUnsafeBufferPointer(validate)
    }

    /// The smallest scalar each UTF-8 length may encode (shorter would be an overlong form).
    private static let smallestScalar: [UInt32] = [0, 0, 0x80, 0x800, 0x10000]

    static func validate(_ buffer: UnsafeBufferPointer<UInt8>) -> Failure? {
        var marks = TextMarks()
        return validate(buffer, marks: &marks)
    }

    /// `validate`, also telling whether the bytes hold a non-breaking space (the loop decodes
    /// every non-ASCII character anyway: the answer costs the ASCII bytes nothing) or a NUL.
    static func validate(_ buffer: UnsafeBufferPointer<UInt8>, marks: inout TextMarks) -> Failure? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        // `memchr` is vectorised in the C library: the NUL test costs next to nothing, and the
        // loop below only has to see bytes ≥ 0x80.
        marks.holdsNUL = memchr(base, 0, count) != nil
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            // Source is mostly ASCII: 64 bytes at a time, and from a block that is not
            // straight to its first byte ≥ 0x80 (text dense with accents once took several
            // tests for each ASCII byte between them); eight at a time in the last block.
            if index + 64 <= count {
                guard BlockMasks.anyNonASCII(base + index) else {
                    index += 64
                    continue
                }
                index += BlockMasks.nonASCII(base + index).trailingZeroBitCount
            } else if index + 8 <= count,
                      raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            } else if buffer[index] < 0x80 {
                index += 1
                continue
            }
            // The lexer's decoder, plus what it leaves to this check: overlong forms, surrogates
            // and scalars past U+10FFFF.
            guard let (scalar, length) = UnicodeCharacters.scalar(at: index, in: buffer),
                  scalar >= SourceReader.smallestScalar[length], scalar <= 0x10FFFF,
                  !(0xD800...0xDFFF).contains(scalar) else { return marks.holdsNUL ? .binary : .invalidUTF8(offset: index) }
            if scalar == 0xA0 { marks.holdsNonBreakingSpace = true }
            index += length
        }
        return nil
    }
}

/// A buffer a file is read into (`SourceReader.scan`).
typealias ReadBuffer = GrowableBuffer<UInt8>

/// The read buffers of a run, lent one per file read and given back after it: a run keeps as
/// many as files were read at once (one per core). One grown past 1 MB is freed when given
/// back: the rare large file (generated code) costs an allocation, but does not pin its size in
/// memory for the rest of the run or of a long-lived process.
final class ReadBuffers: @unchecked Sendable {
    static let shared = ReadBuffers()
    private let lock = Lock()
    private var idle: [ReadBuffer] = []

    func withBuffer<Result>(_ body: (inout ReadBuffer) -> Result) -> Result {
        var buffer = lock.withLock { idle.popLast() } ?? ReadBuffer(capacity: 256 * 1024)
        defer {
            if buffer.capacity <= 1 << 20 { lock.withLock { idle.append(buffer) } } else { buffer.free() }
        }
        return body(&buffer)
    }
}
