#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error as file descriptors: what the executable needs of
/// `FileHandle`, without linking Foundation for it.
public enum StandardStreams {
    /// Writes all of `text` to `descriptor` (1: stdout, 2: stderr); false, with `errno` set,
    /// when the descriptor fails (a full disk, a closed pipe).
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Which standard streams the process started without.
    public struct ClosedStreams: Equatable, Sendable {
        /// Reading stdin is then an error, not empty input.
        public var input = false
        /// Writing to stdout is then an error (as on a full disk): the report would vanish.
        public var output = false
    }

    /// Puts `/dev/null` in place of a closed standard stream, so that the first file the run
    /// opens does not become it (a source read as stdin, a report file written as stdout).
    /// Returns which were closed: `/dev/null` stands in for them, it does not make them usable.
    public static func reserveClosedStreams() -> ClosedStreams {
        var closed = ClosedStreams()
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` returns the lowest free descriptor: this one, the lower ones being open.
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if descriptor == 0 { closed.input = true }
            if descriptor == 1 { closed.output = true }
        }
        return closed
    }

    /// Writes every byte, resuming after partial writes and interruptions; false (with `errno`
    /// set) when the descriptor fails.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, next, remaining)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            next += written
            remaining -= written
        }
        return true
    }

    /// Everything readable from `descriptor` until its end.
    /// A read error is a failure, not the end of the input; so is input past 1 GiB, the limit
    /// of a file on disk (`/dev/zero` piped in once grew the run to gigabytes and a crash).
    public static func readAll(from descriptor: Int32, limit: Int = 1 << 30) -> Result<[UInt8], SourceReader.Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(.unreadable(SystemError.reason(errno))) }
            guard count > 0 else { return .success(bytes) }
            bytes += chunk[..<count]
            guard bytes.count < limit else { return .failure(.tooLarge) }
        }
    }

    // `read` and `write` spelled with their module: inside types with methods of those names
    // (`SourceReader.read`, `write(_:to:)` here) the bare names mean the methods.
    static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
        #else
        return Darwin.write(descriptor, bytes, count)
        #endif
    }

    static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
