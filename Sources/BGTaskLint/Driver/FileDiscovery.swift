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

/// Turns command-line paths into the Swift files to lint.
public struct FileDiscovery {
    /// Folders never walked: build products, dependencies, VCS data.
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    /// From this many paths on, a run's questions about each path are answered in bulk (their
    /// folders listed, `ListedFolders`; the files hashed into a set): for fewer, asking path by
    /// path costs less than the bulk work's fixed cost.
    static let manyPaths = 64

    public struct Result {
        public var files: [String] = []
        /// The files that are symbolic links: every other file is its folder's entry itself
        /// (resolving it needs only its folder resolved).
        var links: Set<String> = []
        /// Paths that could not be used, with the reason.
        public var errors: [(path: String, reason: String)] = []
        /// The markers of the folders listed below the folders given, by path as walked: the
        /// configuration lookup then needs no second listing of them. Left empty for a given
        /// folder that holds the working directory (the lookup treats that one specially).
        var folderMarkers: [String: FolderMarkers] = [:]
        /// Files the run's list names were left out (`walkEach`'s `omittingListedFiles`).
        var omittedListedFiles = false
    }

    /// Files named on the command line are taken as they are; folders are walked for `*.swift`,
    /// skipping hidden folders and `skippedFolders`. Symbolic links to folders are not followed
    /// (no loops); links to files are. Output is sorted, so runs are deterministic.
    public static func discover(_ paths: [String]) -> Result {
        discover(paths, listingFolders: paths.count >= manyPaths)
    }

    /// `listingFolders`: what each path names is read from its folder's listing where it can
    /// be (`ListedFolders`), not looked up path by path; the answer is the same either way.
    static func discover(_ paths: [String], listingFolders: Bool) -> Result {
        let entries = entries(of: paths, listingFolders: listingFolders)
        var walks = walkEach(zip(paths, entries).filter { $0.1.mode == S_IFDIR }.map(\.0)).makeIterator()
        var result = Result()
        // Each file's identity where the lookup above found it: a listed file's, not a walked one's.
        var identities: [FileIdentity?] = []
        for (path, entry) in zip(paths, entries) {
            guard let mode = entry.mode else {
                result.errors.append((path, entry.problem))
                continue
            }
            if mode == S_IFDIR, let walked = walks.next() {
                result.errors += walked.errors
                result.links.formUnion(walked.links)
                result.folderMarkers.merge(walked.folderMarkers) { first, _ in first }
                result.files += walked.files
                identities += repeatElement(nil, count: walked.files.count)
                continue
            }
            // Reading a FIFO (or a device) can block forever waiting for a writer, so only
            // regular files are read, even when named on the command line.
            guard mode == S_IFREG else {
                result.errors.append((path, "not a regular file"))
                continue
            }
            result.files.append(path)
            identities.append(entry.identity)
            if entry.isLink { result.links.insert(path) }
        }
        // A walk meets each entry once (links to folders are not followed): only several paths
        // given, or a link to a file, can name a file twice; several folders only when one holds
        // another (each walked file then cost a `stat`: a tenth of a run given `Sources Tests`).
        let mayRepeat = !result.links.isEmpty
            || paths.count > 1 && !(entries.allSatisfy { $0.mode == S_IFDIR } && apart(zip(paths, entries).map { ($0, $1.identity) }))
        if mayRepeat {
            result.files = distinct(result.files, identities: identities, links: result.links)
        }
        return result
    }

    /// What each path names. A long list's folders are listed instead (`ListedFolders`), and
    /// only the paths they do not show as regular files are looked up, on all cores: one after
    /// another, those lookups were most of a list's discovery.
    private static func entries(of paths: [String], listingFolders: Bool) -> [Entry] {
        guard listingFolders else {
            // A list of thousands of files spent most of its discovery in these calls one after another.
            return paths.count < manyPaths ? paths.map(Entry.init) : ParallelMap.map(paths) { Entry($0) }
        }
        let listed = ListedFolders(paths).regularFiles
        let others = paths.indices.filter { listed[$0] == nil }
        let lookedUp = others.count < manyPaths
            ? others.map { Entry(paths[$0]) } : ParallelMap.map(others) { Entry(paths[$0]) }
        // A path found by `lstat` (a link, another spelling of a name) may name a file the
        // listings found too: then every identity comes from `stat` (`distinct` asks for those
        // left out), as a folder's inode numbers and `stat`'s can differ (overlay file systems).
        let identitiesFromListings = !lookedUp.contains { $0.mode != nil }
        var entries = listed.map { identity in
            identity.map { Entry(regularFile: identitiesFromListings ? $0 : nil) }
        }
        for (index, entry) in zip(others, lookedUp) { entries[index] = entry }
        return entries.map { $0! } // every path is either listed or looked up
    }

    /// Whether no folder of these is another or lies below another, so that their walks meet
    /// no entry twice. Compared by identity, each with the others' ancestors (found on its
    /// canonical path, links resolved): a folder given in two spellings (or in two cases, on a
    /// file system that ignores case) is one. Not found: a file hard-linked into two of them,
    /// or a folder mounted twice below them (two entries, linted as two files).
    ///
    /// Folders of one deep tree share their ancestors: each folder is resolved from its parent's
    /// resolution (`CanonicalPaths`), and a climb stops at an ancestor an earlier climb passed
    /// (every folder above it was passed too). A `realpath` and a `stat` of every ancestor per
    /// folder each read the whole path again, depth² per folder: 64 folders 2,000 deep, 45 s.
    static func apart(_ folders: [(path: String, identity: FileIdentity?)]) -> Bool {
        let given = Set(folders.compactMap(\.identity))
        guard given.count == folders.count else { return false }
        var canonicalPaths = CanonicalPaths()
        var passed: Set<String> = []
        return folders.allSatisfy { folder in
            var ancestor = canonicalPaths.folder(folder.path)
            while true {
                let parent = self.folder(of: ancestor)
                guard !parent.isEmpty, parent != ancestor else { return true }
                ancestor = parent
                guard passed.insert(ancestor).inserted else { return true }
                if let identity = FileIdentity(of: ancestor), given.contains(identity) { return false }
            }
        }
    }

    /// The files with each one kept once, under the first of its names that is not a link (a
    /// link only when nothing else names its file). Spelled two ways (`a.swift` and
    /// `./a.swift`, a relative and an absolute path, a file and a link to it), a file was
    /// linted twice: its declarations then stood twice in the module, the rules' lookups found
    /// two of everything, and its findings vanished. Files are told apart by device and inode:
    /// a listed file's come from discovery's own lookup, a walked file's cost a `stat` (only
    /// runs given several paths, or meeting a link, get here).
    static func distinct(_ files: [String], identities: [FileIdentity?], links: Set<String>) -> [String] {
        var seen: Set<FileIdentity> = []
        seen.reserveCapacity(files.count)
        let isLink = links.isEmpty ? [Bool](repeating: false, count: files.count) : files.map(links.contains)
        var kept = [Bool](repeating: true, count: files.count)
        for pass in [false, true] {
            for index in files.indices where isLink[index] == pass {
                // A file gone meanwhile has no identity: kept, its read will say what happened.
                guard let identity = identities[index] ?? FileIdentity(of: files[index]) else { continue }
                kept[index] = seen.insert(identity).inserted
            }
        }
        return files.indices.filter { kept[$0] }.map { files[$0] }
    }

    /// Which file a path leads to, whatever its spelling: its device and inode.
    struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        /// Of the file `path` leads to (through links), or nil when there is none.
        init?(of path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            self.init(status)
        }
    }

    /// The walk of each folder (what `discover` finds under it), all of them together: each
    /// folder in them is walked on a core of its own, whichever folder given it is in.
    /// `omittingListedFiles`: the files the run's list names, where a folder's recording says
    /// so (`DirectoryEntries.record`), are left out of `files`: a list naming whole projects
    /// makes no path of its files a second time.
    static func walkEach(_ folders: [String], omittingListedFiles: Bool = false) -> [Result] {
        let workingDirectory = ProjectContext.canonical(FileManager.default.currentDirectoryPath) + "/"
        // Resolved from their parents' resolution: a `realpath` of each of many deep folders
        // read every component of its path again (see `apart`).
        var canonicalPaths = CanonicalPaths()
        let tops = folders.map { folder in
            let canonical = canonicalPaths.folder(folder) + "/"
            let holdsWorkingDirectory = workingDirectory.hasPrefix(canonical) && canonical != workingDirectory
            return (walk: walk(folder, deep: false, recordsMarkers: !holdsWorkingDirectory,
                               omittingListedFiles: omittingListedFiles),
                    recordsMarkers: !holdsWorkingDirectory)
        }
        let subfolders = tops.indices.flatMap { top in tops[top].walk.folders.map { (top, $0) } }
        let below = ParallelMap.map(subfolders) { top, folder in
            var part = walk(folder, deep: true, recordsMarkers: tops[top].recordsMarkers,
                            omittingListedFiles: omittingListedFiles)
            // Sorted on the walk's own core: sorting the whole at the end kept one core busy alone.
            part.files = sortedByBytes(part.files)
            return (top: top, key: folder + "/", walk: part)
        }
        var results = [Result](repeating: Result(), count: folders.count)
        var blocks = [[(key: String, files: [String])]](repeating: [], count: folders.count)
        for (top, part) in tops.indices.map({ ($0, tops[$0].walk) }) + below.map({ ($0.top, $0.walk) }) {
            results[top].errors += part.errors
            results[top].links.formUnion(part.links)
            results[top].folderMarkers.merge(part.markers) { first, _ in first }
            results[top].omittedListedFiles = results[top].omittedListedFiles || part.omittedListedFiles
        }
        for part in below { blocks[part.top].append((part.key, part.walk.files)) }
        for top in tops.indices { results[top].files = merged(sortedByBytes(tops[top].walk.files), blocks[top]) }
        return results
    }

    /// A folder's own files and the files below each of its folders, each list sorted, as one
    /// list sorted by bytes: the files below folder `f` all start with its key `f/`, so they are
    /// one run of the whole, placed where that key sorts among the folder's own files.
    static func merged(_ files: [String], _ blocks: [(key: String, files: [String])]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(blocks.reduce(files.count) { $0 + $1.files.count })
        var next = 0
        for block in order(of: blocks.map(\.key)).map({ blocks[$0] }) {
            while next < files.count, bytesPrecede(files[next], block.key) {
                result.append(files[next])
                next += 1
            }
            result += block.files
        }
        result += files[next...]
        return result
    }

    /// Whether `first` sorts before `second` by their UTF-8 bytes.
    private static func bytesPrecede(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in bytesPrecede(a.baseAddress, a.count, b.baseAddress, b.count) }
        }
    }

    /// Whether the `firstCount` bytes at `first` sort before the `secondCount` at `second`: the
    /// first differing byte decides, else the shorter comes first (`LC_ALL=C sort`'s order).
    private static func bytesPrecede(_ first: UnsafePointer<UInt8>?, _ firstCount: Int,
                                     _ second: UnsafePointer<UInt8>?, _ secondCount: Int) -> Bool {
        let common = min(firstCount, secondCount)
        let order = common == 0 ? 0 : memcmp(first!, second!, common)
        return order != 0 ? order < 0 : firstCount < secondCount
    }

    /// What a path given names: the type of the entry it leads to (nil when there is none) and
    /// whether it is a symbolic link. `lstat` first: a listed file that is no link (nearly all)
    /// costs one call, and the project context needs to know which are links.
    private struct Entry: Sendable {
        var mode: mode_t?
        var isLink = false
        /// Why there is no entry, as the system said (a name too long is not a missing file).
        var problem = "no such file or directory"
        /// The file it leads to (see `distinct`).
        var identity: FileIdentity?

        /// A regular file its folder's listing showed, with the identity it gave (nil: left to `stat`).
        init(regularFile identity: FileIdentity?) {
            mode = S_IFREG
            self.identity = identity
        }

        init(_ path: String) {
            var status = stat()
            let entryFound = lstat(path, &status) == 0
            isLink = entryFound && status.st_mode & S_IFMT == S_IFLNK
            guard entryFound && !isLink || stat(path, &status) == 0 else {
                problem = SystemError.reason(errno)
                // A list's name that is not UTF-8 reached us with U+FFFD in place of its bad
                // bytes, so it names no file: say why, as the folder walk does.
                if errno == ENOENT, path.unicodeScalars.contains("\u{FFFD}") {
                    problem = "cannot read file (is its name valid UTF-8?)"
                }
                return
            }
            mode = status.st_mode & S_IFMT
            identity = FileIdentity(status)
        }
    }

    /// Paths in the order of their UTF-8 bytes (`LC_ALL=C sort`'s): what `<` gives for the
    /// NFC names file systems hold, compared with `memcmp` instead of Unicode-aware `<`, which
    /// cost 2 % of a run on the four apps.
    static func sortedByBytes(_ paths: [String]) -> [String] {
        order(of: paths).map { paths[$0] }
    }

    /// The indices of `paths` in the order `sortedByBytes` puts them.
    private static func order(of paths: [String]) -> [Int] {
        // All the bytes in one buffer, each path an offset and a length in it: the comparisons
        // then touch no array of their own (a copy of each path cost as much as the sort).
        var bytes: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        spans.reserveCapacity(paths.count)
        for path in paths {
            spans.append((bytes.count, path.utf8.count))
            bytes += path.utf8
        }
        return bytes.withUnsafeBufferPointer { buffer -> [Int] in
            guard let base = buffer.baseAddress else { return Array(spans.indices) } // every path empty
            return spans.indices.sorted { first, second in
                let (a, b) = (spans[first], spans[second])
                return bytesPrecede(base + a.start, a.count, base + b.start, b.count)
            }
        }
    }

    /// Whether a name ends in `.swift` after at least one other byte.
    private static func hasSwiftExtension(_ name: UnsafeRawBufferPointer) -> Bool {
        let tail = name.count - 6
        return tail > 0 && name[tail] == UInt8(ascii: ".") && name[tail + 1] == UInt8(ascii: "s")
            && name[tail + 2] == UInt8(ascii: "w") && name[tail + 3] == UInt8(ascii: "i")
            && name[tail + 4] == UInt8(ascii: "f") && name[tail + 5] == UInt8(ascii: "t")
    }

    /// The name as a String, nil when it is not UTF-8; ASCII (nearly every name) without the
    /// general validating initialiser, which cost about 1,000 instructions a name.
    private static func utf8String(_ name: UnsafeRawBufferPointer) -> String? {
        if !name.contains(where: { $0 >= 0x80 }) { return String(decoding: name, as: UTF8.self) }
        return String(validating: name, as: UTF8.self)
    }

    /// Whether `path`, after following symbolic links, is a folder.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The folder part of a path, found on bytes ("" for a bare name, "/" at the root): what
    /// `NSString.deletingLastPathComponent` gives for a path without a trailing `/`.
    static func folder(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            let slash = lastSlash(bytes)
            guard slash >= 0 else { return "" }
            return slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
        }
    }

    /// Whether `path` names an entry of `folder` (as `folder(of:)` would give it), on bytes:
    /// paths in a list come folder by folder, and most need no folder of their own made.
    static func isEntry(_ path: String, of folder: String) -> Bool {
        var path = path, folder = folder
        return path.withUTF8 { bytes in
            folder.withUTF8 { folder in
                let slash = lastSlash(bytes)
                let length = slash < 0 ? 0 : slash == 0 ? 1 : slash
                return length == folder.count
                    && (length == 0 || memcmp(bytes.baseAddress!, folder.baseAddress!, length) == 0)
            }
        }
    }

    /// The index of the last `/`, or -1.
    private static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var slash = bytes.count - 1
        while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
        return slash
    }

    /// The folder part (as `folder(of:)` gives it) and the last component of a path, found on
    /// its bytes: the generic `lastIndex(of:)` on a String's UTF-8 view cost about 900
    /// instructions a path, which thousands of listed files noticed.
    static func split(_ path: String) -> (folder: String, name: String) {
        var path = path
        return path.withUTF8 { bytes in
            let slash = lastSlash(bytes)
            guard slash >= 0 else { return ("", String(decoding: bytes, as: UTF8.self)) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
            let folder = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
            return (slash == 0 ? "/" : folder, name)
        }
    }

    /// Whether `path`, after following symbolic links, is a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// What listing folders found.
    private struct Walk: Sendable {
        var files: [String] = []
        /// The files that are symbolic links (to regular files).
        var links: [String] = []
        var errors: [(path: String, reason: String)] = []
        var markers: [String: FolderMarkers] = [:]
        /// Folders found and not listed (all of them when the walk was not deep).
        var folders: [String] = []
        var omittedListedFiles = false
    }

    /// Walks with `opendir`/`readdir`, using each entry's `d_type` (a `stat` only where the file
    /// system does not say): Foundation's attribute dictionaries cost more than the linting.
    /// `deep`: the folders below `root` too. When `recordsMarkers`, the markers of each folder
    /// listed are kept, but those of the folder given to `discover` (the shallow walk's `root`);
    /// a deep walk's `root` is a folder below it, kept like the rest (left out, each top-level
    /// folder of a project was listed again by the configuration lookup).
    private static func walk(_ root: String, deep: Bool, recordsMarkers: Bool, omittingListedFiles: Bool) -> Walk {
        var walk = Walk()
        var pending = [root]
        while let folder = pending.popLast() {
            if folder != root, !deep {
                walk.folders.append(folder)
                continue
            }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            var folderMarkers = FolderMarkers()
            let failure = DirectoryEntries.forEach(in: folder) { entry in
                let nameBytes = entry.name
                folderMarkers.see(nameBytes)
                let isSwift = hasSwiftExtension(nameBytes)
                if omittingListedFiles, entry.isListed, isSwift {
                    walk.omittedListedFiles = true
                    return
                }
                // Only Swift files and folders become paths (a folder's type may be unknown yet).
                guard isSwift || entry.type == UInt8(DT_DIR) || entry.type == UInt8(DT_UNKNOWN) else { return }
                guard !nameBytes.elementsEqual(".".utf8), !nameBytes.elementsEqual("..".utf8) else { return }
                guard let name = utf8String(nameBytes) else {
                    // A name that is not UTF-8 cannot be passed on as a String path; say so
                    // rather than skip a Swift file silently.
                    if isSwift {
                        walk.errors.append((prefix + String(decoding: nameBytes, as: UTF8.self), "cannot read file (is its name valid UTF-8?)"))
                    }
                    return
                }
                let path = prefix + name
                var type = entry.type
                if type == UInt8(DT_UNKNOWN) {
                    var status = stat()
                    guard lstat(path, &status) == 0 else { return }
                    switch status.st_mode & S_IFMT {
                    case S_IFDIR: type = UInt8(DT_DIR)
                    case S_IFREG: type = UInt8(DT_REG)
                    case S_IFLNK: type = UInt8(DT_LNK)
                    default: return
                    }
                }
                switch type {
                case UInt8(DT_DIR):
                    if !name.hasPrefix("."), !skippedFolders.contains(name) { pending.append(path) }
                case UInt8(DT_REG) where isSwift:
                    walk.files.append(path)
                case UInt8(DT_LNK) where isSwift:
                    // Only links that end at a regular file: a link to a FIFO would block the read.
                    if isRegularFile(path) {
                        walk.files.append(path)
                        walk.links.append(path)
                    }
                default:
                    return // FIFOs, devices, sockets and links to folders are skipped
                }
            }
            if let failure { walk.errors.append((folder, "cannot read directory (\(failure))")) }
            if failure == nil, deep || folder != root, recordsMarkers { walk.markers[folder] = folderMarkers }
        }
        return walk
    }
}
