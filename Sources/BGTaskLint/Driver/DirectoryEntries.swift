#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries as `readdir` gives them: each name as bytes (no String per entry), the
/// file system's type for it (`DT_UNKNOWN` where it does not say) and its inode.
///
/// The name is read through a pointer, up to its NUL. A `dirent` is a variable-length record
/// that ends just after its name, so copying the declared 256-byte `d_name` (what
/// `entry.pointee.d_name` does) reads past the record, and for the last record of
/// `readdir`'s buffer past the allocation: AddressSanitizer reports a heap-buffer-overflow, and
/// without it the read crashed the tool once, when it crossed into an unmapped page.
///
/// A folder listed with `record` is kept for the rest of the run (`FolderMarkers.listingOnce`):
/// a list of files has its folders listed before its projects are walked (`ListedFolders`),
/// and the walks read those folders back from memory instead of listing them a second time.
enum DirectoryEntries {
    struct Entry {
        /// The entry's name, without its NUL; valid only during the call that receives it.
        let name: UnsafeRawBufferPointer
        let type: UInt8
        let inode: UInt64
        /// A regular file that the run's list of files names, byte for byte (said only by a
        /// recording: see `record`).
        var isListed = false
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// Calls `body` with each entry of `folder`, `.` and `..` included; when the folder cannot
    /// be opened, returns why (`SystemError.reason`). A folder recorded in this run is read
    /// back as it was listed.
    @discardableResult
    static func forEach(in folder: String, _ body: (Entry) -> Void) -> String? {
        if let recorded = Recordings.entries(of: folder) {
            recorded.forEach(body)
            return nil
        }
        return list(folder, body).failure
    }

    /// Lists `folder` from the file system, as `forEach` does, and keeps its entries for the
    /// run's later `forEach` of it (when a run is recording: see `FolderMarkers.listingOnce`),
    /// each marked as `body` says whether the run's list names it. Returns the folder's device
    /// (nil when it cannot be listed): with an entry's inode, it says which file the entry is.
    /// `others`: other spellings of the same folder, under which the entries are kept too.
    static func record(_ folder: String, alsoAs others: [String] = [], _ body: (Entry) -> Bool) -> UInt64? {
        var recorded = RecordedEntries()
        let listing = list(folder, wantsDevice: true) { entry in
            var entry = entry
            entry.isListed = body(entry)
            recorded.append(entry)
        }
        guard listing.failure == nil else { return nil }
        for spelling in [folder] + others { Recordings.keep(recorded, of: spelling) }
        return listing.device
    }

    private static func list(_ folder: String, wantsDevice: Bool = false,
                             _ body: (Entry) -> Void) -> (failure: String?, device: UInt64?) {
        guard let directory = opendir(folder) else { return (SystemError.reason(errno), nil) }
        defer { closedir(directory) }
        var device: UInt64?
        if wantsDevice {
            var status = stat()
            guard fstat(dirfd(directory), &status) == 0 else { return (SystemError.reason(errno), nil) }
            device = UInt64(status.st_dev)
        }
        while let record = readdir(directory) {
            let name = UnsafeRawPointer(record) + nameOffset
            let length = strlen(name.assumingMemoryBound(to: CChar.self))
            body(Entry(name: UnsafeRawBufferPointer(start: name, count: length), type: record.pointee.d_type,
                       inode: UInt64(record.pointee.d_ino)))
        }
        return (nil, device)
    }

    /// Every entry of a folder: the names' bytes in one buffer, and per entry what else
    /// `readdir` said of it and where its name is.
    struct RecordedEntries: Sendable {
        private struct Record {
            var type: UInt8
            var isListed: Bool
            var inode: UInt64
            var nameEnd: Int
        }

        private var records: [Record] = []
        private var names: [UInt8] = []

        mutating func append(_ entry: Entry) {
            names.append(contentsOf: entry.name)
            records.append(Record(type: entry.type, isListed: entry.isListed, inode: entry.inode, nameEnd: names.count))
        }

        func forEach(_ body: (Entry) -> Void) {
            names.withUnsafeBytes { names in
                var start = 0
                for record in records {
                    body(Entry(name: UnsafeRawBufferPointer(rebasing: names[start..<record.nameEnd]), type: record.type,
                               inode: record.inode, isListed: record.isListed))
                    start = record.nameEnd
                }
            }
        }
    }

    /// The folders recorded in this run, by absolute path. Nil outside a run, so that nothing
    /// recorded outlives it (a later run in the same process must see the folders afresh).
    enum Recordings {
        private static let lock = Lock()
        nonisolated(unsafe) private static var kept: [PathKey: RecordedEntries]?

        /// Starts (or, with `false`, ends) keeping recordings.
        static func keeping(_ on: Bool) {
            lock.withLock { kept = on ? [:] : nil }
        }

        /// A folder spelled with `..` after a name is not kept (`StandardizedPath.hasParentAfterName`).
        static func keep(_ entries: RecordedEntries, of folder: String) {
            guard !StandardizedPath.hasParentAfterName(folder) else { return }
            let key = PathKey(StandardizedPath.absolute(folder))
            lock.withLock { kept?[key] = entries }
        }

        static func entries(of folder: String) -> RecordedEntries? {
            // A run that recorded nothing (every run but a list's) pays no path building here.
            guard lock.withLock({ kept?.isEmpty == false }), !StandardizedPath.hasParentAfterName(folder) else {
                return nil
            }
            let key = PathKey(StandardizedPath.absolute(folder))
            return lock.withLock { kept?[key] }
        }
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
