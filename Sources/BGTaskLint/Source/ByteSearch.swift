#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a rare byte in a buffer without visiting the others.
enum ByteSearch {
    /// Calls `visit` with the offset of each `byte` in `buffer`, in order, jumping from one to
    /// the next with `memchr` (vectorised in the C library): a byte loop over whole files showed
    /// in runs. `visit` returns whether to go on.
    static func forEachOffset(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, _ visit: (Int) -> Bool) {
        guard let base = buffer.baseAddress else { return }
        var from = 0
        while from < buffer.count, let hit = memchr(base + from, Int32(byte), buffer.count - from) {
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard visit(index) else { return }
            from = index + 1
        }
    }
}
