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
    ///
    /// A list of files (`--files-from`, pre-commit) names thousands of paths in hundreds of
    /// folders: folders are listed and resolved once each, and a file is compared by its
    /// folder's canonical path and its name, with no system call of its own. Done per file
    /// (`realpath`, URL standardizing), this cost twice the rest of the run on the four apps.
    /// `givenLinks`: those of `given` that are symbolic links, when known (nil: any may be).
    public static func contextFiles(around paths: [String], given: [String], givenLinks: Set<String>? = nil,
                                    givenAllDiscovered: Bool = false) -> [String] {
        let givenFiles = Set(given.map(PathKey.init)) // read already, so regular files: no `stat` needed
        var rootOfFolder: [PathKey: String?] = [:]
        var finder = RootFinder()
        var previous: (folder: String, root: String?)? // paths come folder by folder
        let roots = Set(paths.compactMap { path -> String? in
            let folder = givenFiles.contains(PathKey(path)) || FileDiscovery.isRegularFile(path) ? FileDiscovery.folder(of: path) : path
            if let previous, previous.folder == folder { return previous.root }
            let found = rootOfFolder[PathKey(folder)] ?? finder.root(containing: folder)
            rootOfFolder[PathKey(folder)] = found
            previous = (folder, found)
            return found
        })
        let coveredRoots = givenAllDiscovered
            ? Set(paths.filter { !givenFiles.contains(PathKey($0)) && !FileDiscovery.isRegularFile($0) }.map(canonical)) : []
        let walked = roots.filter { !coveredRoots.contains(canonical($0)) }
        guard !walked.isEmpty else { return [] }
        // Each walked file with its canonical path: its root's and the rest of its path, as a
        // walk follows no link to a folder (a link to a file is resolved on its own).
        var found: [(file: String, canonical: PathKey)] = []
        var plainFiles: Set<PathKey> = []
        var walkedRoots: [String] = []
        let workingFolder = FileManager.default.currentDirectoryPath + "/"
        for root in walked.sorted() {
            // A root inside one walked already (a local package in an app) holds only files
            // that walk met, unless a folder the walk skips leads to it.
            if walkedRoots.contains(where: { covers($0, root) }) { continue }
            walkedRoots.append(root)
            let canonicalRoot = canonical(root)
            // Spelled as a path relative to the working folder is (as users and lists name
            // files), a walked file that is a given path needs nothing resolved: a list naming
            // whole projects costs no path building per file.
            let spelled = root.hasPrefix(workingFolder) ? String(Substring(root.utf8.dropFirst(workingFolder.utf8.count))) : root
            let discovery = FileDiscovery.discover([spelled])
            for file in discovery.files where !givenFiles.contains(PathKey(file)) {
                guard discovery.links.isEmpty || !discovery.links.contains(file) else {
                    found.append((file, PathKey(canonical(file))))
                    continue
                }
                // On the UTF-8 view: dropping Characters would walk grapheme breaks.
                let resolved = PathKey(canonicalRoot + Substring(file.utf8.dropFirst(spelled.utf8.count)))
                found.append((file, resolved))
                if givenLinks == nil { plainFiles.insert(resolved) }
            }
        }
        guard !found.isEmpty else { return [] }
        var canonicalPaths = CanonicalPaths()
        var seen = Set(given.map { file in
            // A file known to be no link, or whose folder's entry the walk met as a plain file,
            // is that entry.
            let entry = PathKey(canonicalPaths.ofEntry(file))
            let isPlain = givenLinks.map { $0.isEmpty || !$0.contains(file) } ?? plainFiles.contains(entry)
            return isPlain ? entry : PathKey(canonicalPaths.of(file))
        })
        let workingDirectory = canonical(FileManager.default.currentDirectoryPath) + "/"
        var result: [String] = []
        for (file, key) in found where seen.insert(key).inserted {
            let absolute = key.path
            result.append(absolute.hasPrefix(workingDirectory) ? String(absolute.dropFirst(workingDirectory.count)) : file)
        }
        return result
    }

    /// Whether walking `outer` meets every file under `inner`: `inner` lies below it, and no
    /// folder on the way is one a walk skips (hidden or in `FileDiscovery.skippedFolders`).
    static func covers(_ outer: String, _ inner: String) -> Bool {
        let prefix = outer.hasSuffix("/") ? outer : outer + "/"
        guard inner.hasPrefix(prefix) else { return false }
        return !inner.dropFirst(prefix.count).split(separator: "/").contains {
            $0.hasPrefix(".") || FileDiscovery.skippedFolders.contains(String($0))
        }
    }

    /// Paths under the working directory are shown relative to it, as the user names them.
    static func relativeToWorkingDirectory(_ path: String) -> String {
        let workingDirectory = canonical(FileManager.default.currentDirectoryPath) + "/"
        let absolute = canonical(path)
        return absolute.hasPrefix(workingDirectory) ? String(absolute.dropFirst(workingDirectory.count)) : path
    }

    /// The absolute path with links resolved (`realpath(3)`: one call, where Foundation's URL
    /// resolution costs more than linting the file); a path that does not exist is standardized.
    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Project roots of many folders, each folder's markers listed at most once: the folders of
/// one tree share their ancestors.
struct RootFinder {
    /// Absolute folder path → the root at or above it (nil: none up to `/`).
    private var rootOf: [String: String?] = [:]
    private lazy var workingDirectory = FileManager.default.currentDirectoryPath

    /// The nearest folder at or above `folder` holding a root marker, as an absolute path with
    /// `.` and `..` removed (as `URL.standardizedFileURL` gives it, which cost 60,000
    /// instructions a folder).
    mutating func root(containing folder: String) -> String? {
        var current = RootFinder.standardized(folder.hasPrefix("/") ? folder : workingDirectory + "/" + folder)
        var below: [String] = [] // folders met on the way up, answered with the same root
        var found: String?
        while true {
            if let known = rootOf[current] {
                found = known
                break
            }
            below.append(current)
            if FolderMarkers(of: current).isProjectRoot {
                found = current
                break
            }
            let parent = FileDiscovery.folder(of: current)
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        for path in below { rootOf[path] = found }
        return found
    }

    /// An absolute path without empty, `.` and `..` components (`..` at the root stays there),
    /// on bytes (splitting a String compares Characters).
    static func standardized(_ path: String) -> String {
        var bytes = Array(path.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        for component in bytes.split(separator: UInt8(ascii: "/")) {
            if component.elementsEqual(".".utf8) { continue }
            if component.elementsEqual("..".utf8) {
                while let last = result.popLast(), last != UInt8(ascii: "/") {}
                continue
            }
            result.append(UInt8(ascii: "/"))
            result += component
        }
        bytes = result.isEmpty ? [UInt8(ascii: "/")] : result
        return String(decoding: bytes, as: UTF8.self)
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
        let (folder, name) = CanonicalPaths.split(path)
        var status = stat()
        guard !name.isEmpty, name != ".", name != "..", lstat(path, &status) == 0,
              status.st_mode & S_IFMT == type else { return nil }
        let canonicalFolder = self.folder(folder)
        return (canonicalFolder == "/" ? "" : canonicalFolder) + "/" + name
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

    static func == (left: PathKey, right: PathKey) -> Bool { left.hash == right.hash && left.path == right.path }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
