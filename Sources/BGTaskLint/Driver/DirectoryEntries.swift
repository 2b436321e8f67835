#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries as `readdir` gives them: each name as bytes (no String per entry) and the
/// file system's type for it (`DT_UNKNOWN` where it does not say).
///
/// The name is read through a pointer, up to its NUL. A `dirent` is a variable-length record
/// that ends just after its name, so copying the declared 256-byte `d_name` (what
/// `entry.pointee.d_name` does) reads past the record, and for the last record of
/// `readdir`'s buffer past the allocation: AddressSanitizer reports a heap-buffer-overflow, and
/// without it the read crashed the tool once, when it crossed into an unmapped page.
enum DirectoryEntries {
    struct Entry {
        /// The entry's name, without its NUL; valid only during the call that receives it.
        let name: UnsafeRawBufferPointer
        let type: UInt8
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// Calls `body` with each entry of `folder`, `.` and `..` included; when the folder cannot
    /// be opened, returns why (`SystemError.reason`).
    @discardableResult
    static func forEach(in folder: String, _ body: (Entry) -> Void) -> String? {
        guard let directory = opendir(folder) else { return SystemError.reason(errno) }
        defer { closedir(directory) }
        while let record = readdir(directory) {
            let name = UnsafeRawPointer(record) + nameOffset
            let length = strlen(name.assumingMemoryBound(to: CChar.self))
            body(Entry(name: UnsafeRawBufferPointer(start: name, count: length), type: record.pointee.d_type))
        }
        return nil
    }
}

/// What a failed system call's `errno` says, as a message part: "permission denied", "file
/// name too long".
enum SystemError {
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
