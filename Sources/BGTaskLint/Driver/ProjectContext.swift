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
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var status = stat()
        if stat(folder.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            folder.deleteLastPathComponent()
        }
        while true {
            if FolderMarkers(of: folder.path).isProjectRoot { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The Swift files of the projects around `paths` that are not among `given` (compared as
    /// canonical paths, so `./Sources/A.swift` and `/abs/Sources/A.swift` are one file).
    /// `givenAllDiscovered`: every file found under the folders in `paths` is in `given` (no
    /// configuration excluded any), so a project whose root is one of those folders adds nothing
    /// and is not walked again: the common `bgtask-lint .` run costs no second walk.
    public static func contextFiles(around paths: [String], given: [String], givenAllDiscovered: Bool = false) -> [String] {
        // Many listed files share a folder (pre-commit, --files-from): look each folder up once.
        var rootOfFolder: [String: String?] = [:]
        let roots = Set(paths.compactMap { path -> String? in
            let folder = FileDiscovery.isRegularFile(path) ? FileDiscovery.folder(of: path) : path
            if let known = rootOfFolder[folder] { return known }
            let found = root(containing: folder.isEmpty ? "." : folder)
            rootOfFolder[folder] = found
            return found
        })
        let coveredRoots = givenAllDiscovered
            ? Set(paths.filter { !FileDiscovery.isRegularFile($0) }.map(canonical)) : []
        let walked = roots.filter { !coveredRoots.contains(canonical($0)) }
        guard !walked.isEmpty else { return [] }
        var seen = Set(given.map(canonical))
        var result: [String] = []
        for root in walked.sorted() {
            for file in FileDiscovery.discover([root]).files where seen.insert(canonical(file)).inserted {
                result.append(relativeToWorkingDirectory(file))
            }
        }
        return result
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
