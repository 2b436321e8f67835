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

/// The rest of the project around the files a run was given (pre-commit passes only the
/// staged ones): indexed so helpers declared elsewhere resolve, never reported on.
public enum ProjectContext {
    /// The nearest folder at or above `path` that holds `Package.swift`, a `*.xcodeproj` or `.git`.
    public static func root(containing path: String) -> String? {
        var finder = RootFinder()
        return finder.root(containing: FileDiscovery.isDirectory(path) ? path : FileDiscovery.folder(of: path))
    }

    /// The Swift files of the projects around `paths` that are not among `given` (compared as
    /// canonical paths, so `./Sources/A.swift` and `/abs/Sources/A.swift` are one file).
    /// `givenAllDiscovered`: every file found under the folders in `paths` is in `given` (no
    /// configuration excluded any), so a project whose root is one of those folders adds nothing
    /// and is not walked again: the common `bgtask-lint .` run costs no second walk.
    /// `givenLinks`: those of `given` that are symbolic links, when known (nil: any may be).
    public static func contextFiles(around paths: [String], given: [String], givenLinks: Set<String>? = nil,
                                    givenAllDiscovered: Bool = false) -> [String] {
        // Read already, so regular files: no `stat` needed. Only for many paths (a list): a few
        // folders cost a `stat` each, less than hashing thousands of files (1 ms on the apps).
        let givenFiles = paths.count < FileDiscovery.manyPaths ? [] : Set(given.map(PathKey.init))
        // Resolved from their parents' resolution, as discovery resolves them (`FileDiscovery.apart`).
        var canonicalPaths = CanonicalPaths()
        let coveredRoots = givenAllDiscovered
            ? Set(paths.filter { !givenFiles.contains(PathKey($0)) && !FileDiscovery.isRegularFile($0) }
                .map { canonicalPaths.folder($0) })
            : []
        return ProjectWalk(around: paths, knownFiles: givenFiles, skipping: coveredRoots)
            .contextFiles(given: given, givenLinks: givenLinks)
    }

    /// Whether walking `outer` meets every file under `inner`: `inner` lies below it, and no
    /// folder on the way is one a walk skips (hidden or in `FileDiscovery.skippedFolders`).
    /// On bytes: asked for every folder of a list of files.
    static func covers(_ outer: String, _ inner: String) -> Bool {
        var path = inner, outer = outer
        return outer.withUTF8 { outer in path.withUTF8 { bytes in
            let endsInSlash = outer.last == UInt8(ascii: "/")
            let prefixLength = endsInSlash ? outer.count : outer.count + 1
            guard bytes.count > prefixLength,
                  outer.isEmpty || memcmp(bytes.baseAddress!, outer.baseAddress!, outer.count) == 0,
                  endsInSlash || bytes[outer.count] == UInt8(ascii: "/") else { return false }
            // Each component below `outer`: none hidden, none a folder walks skip.
            var start = prefixLength
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                let component = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let skipped = skippedFolderNames.contains { $0.count == component.count && component.elementsEqual($0) }
                if component.first == UInt8(ascii: ".") || skipped { return false }
                start = end + 1
            }
            return true
        } }
    }

    private static let skippedFolderNames = FileDiscovery.skippedFolders.map { Array($0.utf8) }

    /// `path` without `folder` (which ends in `/`) when it starts with it, compared on bytes
    /// (`hasPrefix` and `dropFirst` on a String walk its Characters).
    static func relative(_ path: String, to folder: String) -> String? {
        guard path.utf8.starts(with: folder.utf8) else { return nil }
        return String(Substring(path.utf8.dropFirst(folder.utf8.count)))
    }

    /// The absolute path with links resolved (`realpath(3)`: one call, where Foundation's URL
    /// resolution costs more than linting the file); a path that does not exist is standardized
    /// on its bytes, as `URL.standardizedFileURL` does it (a test holds the two together) but
    /// without its 48,000 instructions: a list naming 100,000 deleted files spent 2.8 s there.
    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return StandardizedPath.absolute(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The walk of the projects around some paths: their roots found, each walked once.
///
/// For a list of files (`--files-from`, pre-commit) it is made before the configuration is
/// looked up, so that the lookup reads the markers of the folders walked instead of listing
/// the hundreds of folders such a list lives in a second time.
struct ProjectWalk {
    private struct Root {
        /// As walked: relative to the working folder when below it (as users and lists name
        /// files), so a walked file that is a given path needs nothing resolved.
        var spelled: String
        var canonical: String
        var files: [String]
        var links: Set<String>
        /// Files the list names were left out of `files` (see `init`).
        var omittedListedFiles: Bool
    }

    private var roots: [Root] = []
    /// What the walks saw of each folder below the roots, by path as walked.
    private(set) var folderMarkers: [String: FolderMarkers] = [:]

    /// `knownFiles`: paths known to be regular files (no `stat` needed); `allFiles`: every path
    /// is one. `coveredRoots`: canonical paths of roots not to walk. `omittingListedFiles`: the
    /// files a list names, whose folders `ListedFolders` recorded, are left out of the walks
    /// (they are given: only a configuration excluding some makes them context, and then
    /// `contextFiles` walks their roots again).
    init(around paths: [String], knownFiles: Set<PathKey> = [], allFiles: Bool = false,
         skipping coveredRoots: Set<String> = [], omittingListedFiles: Bool = false) {
        var finder = RootFinder()
        var found: [String] = []
        var foundSet: Set<PathKey> = []
        var previousFolder: String? // paths come folder by folder
        var lastCovering: String? // and often many folders of one project together
        var uncovered: Set<PathKey> = [] // folders with no root found so far at or above them
        for path in paths {
            let isFile = allFiles || knownFiles.contains(PathKey(path)) || FileDiscovery.isRegularFile(path)
            // A file of the previous file's folder: no folder string made, on bytes.
            if isFile, let previousFolder, FileDiscovery.isEntry(path, of: previousFolder) { continue }
            // A path that is no folder either (a file deleted since the list was made) has no
            // markers of its own: its root is its folder's, searched once for a folder of them.
            let folder = isFile || !FileDiscovery.isDirectory(path) ? FileDiscovery.folder(of: path) : path
            if folder == previousFolder { continue }
            previousFolder = folder
            // A folder below a root found already needs no root of its own: that root's walk
            // meets its files (those of a project nested in it too). Its folders then need no
            // listing on the way up.
            let absolute = finder.absolute(folder)
            if let lastCovering, lastCovering == absolute || ProjectContext.covers(lastCovering, absolute) { continue }
            if let covering = ProjectWalk.root(covering: absolute, among: foundSet, knownUncovered: &uncovered) {
                lastCovering = covering
                continue
            }
            if let root = finder.root(containing: folder), foundSet.insert(PathKey(root)).inserted {
                found.append(root)
                uncovered = []
            }
        }
        let workingFolder = FileManager.default.currentDirectoryPath + "/"
        var walked: Set<PathKey> = []
        var toWalk: [(spelled: String, canonical: String)] = []
        // Resolved from their parents' resolution: a `realpath` of each of many roots deep down
        // one folder read every component of its path again (64 of them 1,000 deep: 3.7 s).
        var canonicalPaths = CanonicalPaths()
        for root in found.sorted() {
            let canonicalRoot = canonicalPaths.folder(root)
            // A root inside one walked already (a local package in an app) holds only files
            // that walk met, unless a folder the walk skips leads to it.
            var noneKnown: Set<PathKey> = []
            guard !coveredRoots.contains(canonicalRoot),
                  ProjectWalk.root(covering: root, among: walked, knownUncovered: &noneKnown) == nil
            else { continue }
            walked.insert(PathKey(root))
            toWalk.append((ProjectContext.relative(root, to: workingFolder) ?? root, canonicalRoot))
        }
        // All the roots at once, so that the cores share their folders.
        let walks = FileDiscovery.walkEach(toWalk.map(\.spelled), omittingListedFiles: omittingListedFiles)
        for (root, discovery) in zip(toWalk, walks) {
            roots.append(Root(spelled: root.spelled, canonical: root.canonical, files: discovery.files,
                              links: discovery.links, omittedListedFiles: discovery.omittedListedFiles))
            folderMarkers.merge(discovery.folderMarkers) { first, _ in first }
        }
    }

    /// The root among `roots` (absolute, standardized) whose walk meets the files of `folder`:
    /// `folder` itself or an ancestor, found by looking its ancestors up rather than trying
    /// every root (a list spanning thousands of projects would make that quadratic).
    /// `knownUncovered`: folders with no root among `roots` at or above them, which ends the
    /// search there; the folders met are added when no root was met either (a root that does
    /// not cover `folder`, past a hidden folder, may still cover the folders on the way).
    private static func root(covering folder: String, among roots: Set<PathKey>,
                             knownUncovered: inout Set<PathKey>) -> String? {
        var current = folder
        var met: [PathKey] = []
        var metRoot = false
        while true {
            let key = PathKey(current)
            if knownUncovered.contains(key) { break }
            if roots.contains(key) {
                if current == folder || ProjectContext.covers(current, folder) { return current }
                metRoot = true
            }
            met.append(key)
            let parent = FileDiscovery.folder(of: current)
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        if !metRoot { knownUncovered.formUnion(met) }
        return nil
    }

    /// The walked files not among `given`, compared as canonical paths; a given path walked
    /// as it is spelled is that file with nothing resolved, so a list naming whole projects
    /// costs no path building per file. `givenLinks`: those of `given` that are symbolic links,
    /// when known (nil: any may be). `everyListedFileGiven`: no listed file was left out of
    /// `given` (by a configuration), so those the walks omitted are no context.
    func contextFiles(given: [String], givenLinks: Set<String>?, everyListedFileGiven: Bool = true) -> [String] {
        var roots = self.roots
        for index in roots.indices where roots[index].omittedListedFiles && !everyListedFileGiven {
            let walk = FileDiscovery.walkEach([roots[index].spelled])[0]
            (roots[index].files, roots[index].links) = (walk.files, walk.links)
        }
        // A list naming whole projects leaves nothing walked to compare: no set of it made.
        guard roots.contains(where: { !$0.files.isEmpty }) else { return [] }
        let givenFiles = Set(given.map(PathKey.init))
        // Each walked file with its canonical path: its root's and the rest of its path, as a
        // walk follows no link to a folder (a link to a file is resolved on its own).
        var found: [(file: String, canonical: PathKey)] = []
        var plainFiles: Set<PathKey> = []
        var canonicalPaths = CanonicalPaths()
        for root in roots {
            for file in root.files where !givenFiles.contains(PathKey(file)) {
                guard root.links.isEmpty || !root.links.contains(file) else {
                    found.append((file, PathKey(canonicalPaths.ofLink(file))))
                    continue
                }
                // On the UTF-8 view: dropping Characters would walk grapheme breaks.
                let resolved = PathKey(root.canonical + Substring(file.utf8.dropFirst(root.spelled.utf8.count)))
                found.append((file, resolved))
                if givenLinks == nil { plainFiles.insert(resolved) }
            }
        }
        guard !found.isEmpty else { return [] }
        var seen = Set(given.map { file in
            // A file known to be no link, or whose folder's entry the walk met as a plain file,
            // is that entry.
            let entry = PathKey(canonicalPaths.ofEntry(file))
            let isPlain = givenLinks.map { $0.isEmpty || !$0.contains(file) } ?? plainFiles.contains(entry)
            return isPlain ? entry : PathKey(canonicalPaths.of(file))
        })
        let workingDirectory = ProjectContext.canonical(FileManager.default.currentDirectoryPath) + "/"
        var result: [String] = []
        for (file, key) in found where seen.insert(key).inserted {
            let absolute = key.path
            result.append(ProjectContext.relative(absolute, to: workingDirectory) ?? file)
        }
        return result
    }
}

/// Project roots of many folders, each folder's markers listed at most once: the folders of
/// one tree share their ancestors.
struct RootFinder {
    /// Absolute folder path → the root at or above it (nil: none up to `/`).
    private var rootOf: [PathKey: String?] = [:]

    /// The nearest folder at or above `folder` holding a root marker, as an absolute path with
    /// `.` and `..` removed (as `URL.standardizedFileURL` gives it, which cost 60,000
    /// instructions a folder).
    mutating func root(containing folder: String) -> String? {
        var current = absolute(folder)
        var below: [PathKey] = [] // folders met on the way up, answered with the same root
        var found: String?
        while true {
            let key = PathKey(current)
            if let known = rootOf[key] {
                found = known
                break
            }
            below.append(key)
            if FolderMarkers(of: current).isProjectRoot {
                found = current
                break
            }
            let parent = FileDiscovery.folder(of: current)
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        for key in below { rootOf[key] = found }
        return found
    }

    /// `folder` as an absolute path, standardized.
    func absolute(_ folder: String) -> String {
        StandardizedPath.absolute(folder)
    }
}

/// `ProjectContext.canonical` of many files, resolving each folder once: a regular file (not a
/// link) is its folder's canonical path and its name, which one `lstat` tells instead of the
/// `readlink` of every component (and a `getcwd`) that `realpath` of each file makes; and a
/// folder that is not a link is its parent's canonical path and its name.
struct CanonicalPaths {
    private var folders: [String: String] = [:]
    private var last: (folder: String, canonical: String)?

    mutating func of(_ path: String) -> String {
        resolved(path, as: S_IFREG) ?? ProjectContext.canonical(path)
    }

    /// The canonical path of the folder entry `path` names — its canonical folder and its name —
    /// with no system call once its folder is known: `path` itself when that entry is no link.
    mutating func ofEntry(_ path: String) -> String {
        let (folder, name) = CanonicalPaths.split(path)
        let canonicalFolder = self.folder(folder)
        return (canonicalFolder == "/" ? "" : canonicalFolder) + "/" + name
    }

    /// `path` resolved from its folder's canonical path when it is an entry of type `type` (not
    /// a link), else nil.
    private mutating func resolved(_ path: String, as type: mode_t) -> String? {
        let name = CanonicalPaths.split(path).name
        var status = stat()
        guard !name.isEmpty, name != ".", name != "..", lstat(path, &status) == 0,
              status.st_mode & S_IFMT == type else { return nil }
        return ofEntry(path)
    }

    /// The canonical path of `link`, a symbolic link: what it leads to, resolved from the
    /// resolution of the link's folder when that is a regular file (the link's own folder is
    /// where a relative target starts), else by `realpath` of the link. A `realpath` of each of
    /// many links deep down reads every component of each path again (64 links 2,000 folders
    /// deep: 31 s).
    mutating func ofLink(_ link: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count)
        guard length > 0, length < buffer.count else { return ProjectContext.canonical(link) }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = self.folder(CanonicalPaths.split(link).folder)
        let candidate = target.hasPrefix("/") ? target : (folder == "/" ? "" : folder) + "/" + target
        return resolved(candidate, as: S_IFREG) ?? ProjectContext.canonical(link)
    }

    /// The canonical path of folder `path`.
    mutating func folder(_ path: String) -> String {
        // Files come folder by folder: the last answer usually serves.
        if let last, last.folder == path { return last.canonical }
        let canonical: String
        if let known = folders[path] {
            canonical = known
        } else {
            canonical = resolved(path, as: S_IFDIR) ?? ProjectContext.canonical(path)
            folders[path] = canonical
        }
        last = (path, canonical)
        return canonical
    }

    /// The folder part (`.` for a bare name) and the last component.
    private static func split(_ path: String) -> (folder: String, name: String) {
        let (folder, name) = FileDiscovery.split(path)
        return (folder.isEmpty ? "." : folder, name)
    }
}

/// A path as a set or dictionary key, hashed once with the index's byte hash: Swift's String
/// hashing cost about 1,000 instructions for a typical path, and a list of thousands of files
/// hashes each several times.
struct PathKey: Hashable {
    let path: String
    private let hash: UInt64

    init(_ path: String) {
        self.path = path
        hash = DeclarationScanner.hash(path)
    }

    /// Byte for byte: canonically equivalent names are two files (`ByteString`).
    static func == (left: PathKey, right: PathKey) -> Bool { left.hash == right.hash && left.path.hasSameBytes(as: right.path) }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
