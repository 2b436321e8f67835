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
            case .binary: return "not a text file (contains NUL bytes)"
            case .invalidUTF8(let offset): return "invalid UTF-8 at byte \(offset)"
            case .tooLarge: return "file is larger than 1 GiB"
            }
        }
    }

    public static func read(_ path: String) -> Result<SourceFile, Failure> {
        checkedBytes(path).map { SourceFile(path: path, bytes: $0) }
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
                let bytes = UnsafeBufferPointer(start: buffer.base, count: count)
                var holdsNonBreakingSpace = false
                if let problem = validate(bytes, holdsNonBreakingSpace: &holdsNonBreakingSpace) { return .failure(problem) }
                return .success(ScannedSource(path: path, reading: bytes, holdsNonBreakingSpace: holdsNonBreakingSpace))
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

    /// The bytes of `path`, read and checked (UTF-8, no NUL).
    private static func checkedBytes(_ path: String) -> Result<[UInt8], Failure> {
        readBytes(path).flatMap { bytes in validate(bytes).map { .failure($0) } ?? .success(bytes) }
    }

    /// A file read again for the index (its bytes were dropped after the first pass). One that
    /// can no longer be read — deleted meanwhile — declares nothing. Not checked again: it was
    /// valid UTF-8 when first read, and the lexer takes any bytes (a file changed in between at
    /// worst declares something else), while checking again cost 1.6 instructions a byte each
    /// time a lookup re-reads the whole module.
    static func reread(_ path: String) -> [UInt8] {
        (try? readBytes(path).get()) ?? []
    }

    /// A file's bytes in an array of their own (a file read whole: `read`, `reread`): read into
    /// a lent buffer as `scan` reads it, then copied out. The file is opened read-only and never
    /// locked; one that grows while it is read is read to its end.
    static func readBytes(_ path: String) -> Result<[UInt8], Failure> {
        ReadBuffers.shared.withBuffer { buffer in
            read(path, into: &buffer).map { Array(UnsafeBufferPointer(start: buffer.base, count: $0)) }
        }
    }

    /// Rejects NUL bytes and malformed UTF-8 (overlong forms, surrogates, truncated sequences).
    /// A NUL anywhere makes the file binary — what a `.swift` file holding one is — whatever
    /// else it holds; otherwise the first malformed sequence is reported.
    static func validate(_ bytes: [UInt8]) -> Failure? {
        bytes.withUnsafeBufferPointer(validate)
    }

    /// The smallest scalar each UTF-8 length may encode (shorter would be an overlong form).
    private static let smallestScalar: [UInt32] = [0, 0, 0x80, 0x800, 0x10000]

    static func validate(_ buffer: UnsafeBufferPointer<UInt8>) -> Failure? {
        var holdsNonBreakingSpace = false
        return validate(buffer, holdsNonBreakingSpace: &holdsNonBreakingSpace)
    }

    /// `validate`, also telling whether the bytes hold a non-breaking space (the loop decodes
    /// every non-ASCII character anyway: the answer costs the ASCII bytes nothing).
    static func validate(_ buffer: UnsafeBufferPointer<UInt8>, holdsNonBreakingSpace: inout Bool) -> Failure? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        // `memchr` is vectorised in the C library: the NUL check costs next to nothing, and
        // the loop below then only has to see bytes ≥ 0x80.
        if memchr(base, 0, count) != nil { return .binary }
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
                  !(0xD800...0xDFFF).contains(scalar) else { return .invalidUTF8(offset: index) }
            if scalar == 0xA0 { holdsNonBreakingSpace = true }
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
