#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error as file descriptors: what the executable needs of
/// `FileHandle`, without linking Foundation for it.
public enum StandardStreams {
    /// Writes all of `text` to `descriptor` (1: stdout, 2: stderr); gives up silently if the
    /// descriptor fails (a closed pipe).
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { _ = writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
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
    public static func readAll(from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
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
