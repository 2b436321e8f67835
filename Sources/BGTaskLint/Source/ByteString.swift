#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A String that is equal, hashed and ordered by its UTF-8 bytes.
///
/// Swift's `==` and `<` on Strings follow canonical equivalence: `é` (U+00E9) and `e` + U+0301
/// are one String to them, but two files to the file system (Linux keeps names as bytes) and two
/// identifiers to swiftc. Paths that group, count, sort or match findings, and names that decide
/// whether two references are one variable, are compared as this instead. On NFC text (almost
/// all of it) byte order is the order `<` gives, since UTF-8 keeps the order of scalars.
struct ByteString: Hashable, Comparable, Sendable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (left: ByteString, right: ByteString) -> Bool {
        left.string.hasSameBytes(as: right.string)
    }

    static func < (left: ByteString, right: ByteString) -> Bool {
        left.string.byteOrder(comparedTo: right.string) < 0
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether the two strings are the same UTF-8 bytes (see `ByteString`).
    func hasSameBytes(as other: String) -> Bool {
        utf8.count == other.utf8.count && byteOrder(comparedTo: other) == 0
    }

    /// Negative, zero or positive as `self`'s UTF-8 bytes sort before, equal or after `other`'s.
    func byteOrder(comparedTo other: String) -> Int {
        var left = self
        var right = other
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                // `memcmp`, not a byte loop: paths share long prefixes (`Sources/App/…`), and
                // sorting and looking up thousands of them compared every prefix byte by byte.
                let common = min(leftBytes.count, rightBytes.count)
                // One String's storage compared with itself (a shared type name of 512 KB,
                // asked about at every begin call) is equal without reading it.
                if common > 0, let a = leftBytes.baseAddress, let b = rightBytes.baseAddress, a != b {
                    let order = memcmp(a, b, common)
                    if order != 0 { return Int(order) }
                }
                return leftBytes.count - rightBytes.count
            }
        }
    }
}
