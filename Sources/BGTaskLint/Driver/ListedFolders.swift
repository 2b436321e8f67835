#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders of a long list of files (`--files-from`, pre-commit, `bgtask-lint-bench`), each
/// listed once, on all cores: the type the file system gives each entry says which listed paths
/// are regular files — and its inode, with the folder's device, which file each is — so those
/// need no `lstat` of their own (5,523 of them were a tenth of a run over the four apps given as
/// a list). The listings are kept for the run (`DirectoryEntries.record`): the project-root
/// search, the configuration lookup and the walks of the projects around the list read them
/// back instead of listing the same folders again.
///
/// Only an exact entry counts: a name the folder does not hold byte for byte (another case or
/// normalization on a file system that ignores them), a link, a folder, a type the file system
/// does not say, or a folder that cannot be listed leaves the path to `lstat`.
struct ListedFolders {
    /// Per path, its identity when its folder lists it as a regular file.
    private(set) var regularFiles: [FileDiscovery.FileIdentity?]

    init(_ paths: [String]) {
        regularFiles = [FileDiscovery.FileIdentity?](repeating: nil, count: paths.count)
        let folders = ListedFolders.merged(ListedFolders.folders(of: paths))
        let listings = ParallelMap.map(folders) { folder in ListedFolders.list(folder, paths: paths) }
        for (member, identity) in listings.joined() { regularFiles[member] = identity }
    }

    /// A folder and the paths of the list that name an entry of it (index, and where the name
    /// starts in the path's bytes).
    private struct Folder: Sendable {
        /// As `FileDiscovery.folder(of:)` gives it: "" for bare names.
        let spelled: String
        /// Other spellings of the same folder (`merged`), as `FileDiscovery.folder(of:)` gives them.
        var alsoSpelled: [String] = []
        var members: [(index: Int, nameStart: Int)] = []
        var path: String { spelled.isEmpty ? "." : spelled }
    }

    /// The folders of `paths`, each once, in order of first mention (lists come folder by
    /// folder: the previous path's folder usually serves, found on bytes without a String).
    /// Paths with no name after their last `/` (a folder spelled `Sources/`), or named `.` or
    /// `..`, are left out.
    private static func folders(of paths: [String]) -> [Folder] {
        var folders: [Folder] = []
        var byPath: [String: Int] = [:]
        var previous: (path: String, slash: Int, folder: Int)? // the last path placed: where its name starts, its folder
        for (index, path) in paths.enumerated() {
            var path = path
            let (slash, isName, previousFolder) = path.withUTF8 { bytes in
                var slash = bytes.count - 1
                while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
                let length = bytes.count - slash - 1
                let dots = length <= 2 && bytes[(slash + 1)...].allSatisfy { $0 == UInt8(ascii: ".") }
                guard var previous, previous.slash == slash else { return (slash, length > 0 && !dots, nil as Int?) }
                let same = slash <= 0 || previous.path.withUTF8 { memcmp($0.baseAddress!, bytes.baseAddress!, slash) == 0 }
                return (slash, length > 0 && !dots, same ? previous.folder : nil)
            }
            guard isName else { continue }
            let folder: Int
            if let previousFolder {
                folder = previousFolder
            } else {
                let spelled = FileDiscovery.folder(of: path)
                if let known = byPath[spelled] {
                    folder = known
                } else {
                    folder = folders.count
                    byPath[spelled] = folder
                    folders.append(Folder(spelled: spelled))
                }
            }
            folders[folder].members.append((index, slash + 1))
            previous = (path, slash, folder)
        }
        return folders
    }

    /// The folders merged by the folder they lead to, each listed once for the members of all
    /// its spellings (`a/./b`, `a//b`, `a/link/..`): listed once per spelling, a list naming each
    /// of n files of one folder its own way read the whole folder n times (16,000: 118 s). One
    /// `stat` per spelling says which folder it is; one that is no folder stays as it was (its
    /// listing fails, as it did). The same folder gives the same entries, inodes and device, so
    /// every member is told what its own spelling's listing told it.
    private static func merged(_ folders: [Folder]) -> [Folder] {
        guard folders.count > 1 else { return folders }
        let identities = ParallelMap.map(folders.map(\.path)) { path -> FileDiscovery.FileIdentity? in
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
            return FileDiscovery.FileIdentity(status)
        }
        var merged: [Folder] = []
        var byIdentity: [FileDiscovery.FileIdentity: Int] = [:]
        for (folder, identity) in zip(folders, identities) {
            guard let identity else {
                merged.append(folder)
                continue
            }
            if let known = byIdentity[identity] {
                merged[known].alsoSpelled.append(folder.spelled)
                merged[known].members += folder.members
            } else {
                byIdentity[identity] = merged.count
                merged.append(folder)
            }
        }
        return merged
    }

    /// The folder's members that are regular files, with their identities (none when it cannot
    /// be listed). Its entries are recorded for the rest of the run.
    private static func list(_ folder: Folder, paths: [String]) -> [(member: Int, identity: FileDiscovery.FileIdentity)] {
        // A folder of many listed files finds its members by a hash of their names: comparing
        // each entry with each of thousands would be quadratic.
        // Each hash leads to its last member, and each member to the previous one of its hash
        // (no array per hash: an allocation per listed file).
        var lastByHash: [UInt64: Int] = [:]
        var previousOfHash: [Int] = []
        if folder.members.count > 8 {
            lastByHash.reserveCapacity(folder.members.count)
            previousOfHash.reserveCapacity(folder.members.count)
            for (position, member) in folder.members.enumerated() {
                var path = paths[member.index]
                let hash = path.withUTF8 { hashBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[member.nameStart...]))) }
                previousOfHash.append(lastByHash.updateValue(position, forKey: hash) ?? -1)
            }
        }
        var regularFiles: [(member: Int, inode: UInt64)] = []
        let device = DirectoryEntries.record(folder.path, alsoAs: folder.alsoSpelled.map { $0.isEmpty ? "." : $0 }) { entry in
            let name = entry.name
            guard entry.type == UInt8(DT_REG) else { return false }
            var listed = false
            func match(_ position: Int) {
                let member = folder.members[position]
                var path = paths[member.index]
                let matches = path.withUTF8 { bytes in
                    bytes.count - member.nameStart == name.count
                        && memcmp(bytes.baseAddress! + member.nameStart, name.baseAddress!, name.count) == 0
                }
                if matches {
                    regularFiles.append((member.index, entry.inode))
                    listed = true
                }
            }
            if folder.members.count > 8 {
                var position = lastByHash[hashBytes(name)] ?? -1
                while position >= 0 {
                    match(position)
                    position = previousOfHash[position]
                }
            } else {
                for position in folder.members.indices { match(position) }
            }
            return listed
        }
        guard let device else { return [] }
        return regularFiles.map { ($0.member, FileDiscovery.FileIdentity(device: device, inode: $0.inode)) }
    }

    /// FNV-1a over the bytes: names are short, and this runs once per entry listed.
    private static func hashBytes(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
