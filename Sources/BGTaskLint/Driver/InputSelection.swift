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

/// Which files a run reports on: the paths given, a list of them (`--files-from`), what git
/// says changed (`--changed-since`), or one buffer read from stdin (`--stdin-path`). The rest
/// of the project stays context either way (see `ProjectContext`).
public struct InputSelection {
    /// Files to read from disk and report on.
    public var files: [String] = []
    /// The unsaved buffer an editor sent, linted as if it were at its path.
    public var standardInputSource: SourceFile?
    /// Paths whose project is indexed as context.
    public var anchors: [String] = []
    public var errors: [(path: String, reason: String)] = []
    /// What was read but is worth a word (stdin's NUL bytes, read as spaces): no failure.
    public var warnings: [(path: String, reason: String)] = []
    /// How many of `errors` are about a file to lint (not a list or git): the run's summary
    /// counts them among the files that could not be read.
    public var unreadableFiles = 0
    /// What the walk saw of each folder (see `FileDiscovery.Result.folderMarkers`).
    var folderMarkers: [String: FolderMarkers] = [:]
    /// The files that are symbolic links (see `FileDiscovery.Result.links`).
    var links: Set<String> = []

    /// What went wrong reading stdin, said as about stdin.
    private static func standardInputProblem(_ failure: SourceReader.Failure) -> String {
        switch failure {
        case .unreadable(let reason): "cannot read standard input" + (reason.map { " (\($0))" } ?? "")
        case .tooLarge: "standard input is larger than 1 GiB"
        default: failure.description
        }
    }

    public static func select(_ options: CommandLineOptions,
                              readStandardInput: () -> Result<[UInt8], SourceReader.Failure>) -> InputSelection {
        var selection = InputSelection()
        if let stdinPath = options.stdinPath {
            switch readStandardInput() {
            case .failure(let failure):
                selection.errors.append((stdinPath, standardInputProblem(failure)))
                selection.unreadableFiles = 1
            case .success(let bytes):
                if let problem = SourceReader.validate(bytes) {
                    selection.errors.append((stdinPath, problem.description))
                    selection.unreadableFiles = 1
                } else {
                    var text = bytes
                    let nulBytes = SourceReader.blankNULs(&text)
                    if nulBytes > 0 { selection.warnings.append((stdinPath, SourceReader.describe(nulBytes: nulBytes))) }
                    selection.standardInputSource = SourceFile(path: stdinPath, bytes: text)
                }
            }
            selection.anchors = [stdinPath]
            return selection
        }
        // The paths given and every list's, in order; with none of either, the current folder.
        var paths = options.pathsGiven ? options.paths : []
        for list in options.filesFrom {
            switch readList(list, readStandardInput: readStandardInput) {
            case .success(let listed): paths += listed
            case .failure(let problem):
                selection.errors.append((list, problem.reason))
                return selection
            }
        }
        let pathsNamed = options.pathsGiven || !options.filesFrom.isEmpty
        if !pathsNamed { paths = options.paths }
        if let revision = options.changedSince {
            switch GitChanges.swiftFiles(changedSince: revision) {
            case .success(let changed):
                // Paths named, on the command line or in a list, narrow the changed files to theirs.
                paths = pathsNamed ? filter(changed, under: paths) : changed
            case .failure(let failure):
                selection.errors.append(("git", failure.message))
                return selection
            }
        }
        let discovery = FileDiscovery.discover(paths)
        selection.files = discovery.files
        selection.errors = discovery.errors
        selection.unreadableFiles = discovery.errors.count
        selection.folderMarkers = discovery.folderMarkers
        selection.links = discovery.links
        selection.anchors = paths.isEmpty ? ["."] : paths
        return selection
    }

    /// One path per line (or NUL-separated, as `git diff -z` and `find -print0` write them), a
    /// line's `\r` dropped. Found with `memchr` on the bytes: splitting the array generically and
    /// trimming Strings cost 4,000 instructions a path, 5 % of a run on a list of thousands.
    static func listedPaths(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            let count = buffer.count
            let separator = memchr(base, 0, count) != nil ? 0 : Int32(UInt8(ascii: "\n"))
            var paths: [String] = []
            // A byte-order mark that an editor put before the first path is no part of it.
            var start = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
            while start < count {
                let end = memchr(base + start, separator, count - start)
                    .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
                var last = end
                if last > start, base[last - 1] == UInt8(ascii: "\r") { last -= 1 }
                if last > start {
                    paths.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<last]), as: UTF8.self))
                }
                start = end + 1
            }
            return paths
        }
    }

    private struct ListProblem: Error {
        var reason: String
    }

    /// The paths of `list` (`-`: standard input), or why it cannot be read.
    private static func readList(_ list: String,
                                 readStandardInput: () -> Result<[UInt8], SourceReader.Failure>) -> Result<[String], ListProblem> {
        if list == "-" {
            return readStandardInput().map(listedPaths).mapError { ListProblem(reason: standardInputProblem($0)) }
        }
        // Read to its end like stdin, so a pipe (`--files-from <(git ls-files)`) and
        // `/dev/null` (no files) are lists too, not only regular files.
        let descriptor = open(list, O_RDONLY | O_CLOEXEC)
        let read = descriptor < 0 ? .failure(.unreadable(SystemError.reason(errno))) : StandardStreams.readAll(from: descriptor)
        if descriptor >= 0 { close(descriptor) }
        return read.map(listedPaths).mapError { failure in
            let reason = if case .unreadable(let reason?) = failure { " (\(reason))" } else { " (\(failure))" }
            return ListProblem(reason: "cannot read file list" + reason)
        }
    }

    /// The files of `changed` at or under one of `roots`: each file's folders looked up among
    /// the roots, so that a list of thousands costs no more than a few.
    private static func filter(_ changed: [String], under roots: [String]) -> [String] {
        let folders = Set(roots.map(ProjectContext.canonical))
        return changed.filter { path in
            var candidate = ProjectContext.canonical(path)
            while !folders.contains(candidate) {
                let parent = FileDiscovery.folder(of: candidate)
                guard !parent.isEmpty, parent != candidate else { return false }
                candidate = parent
            }
            return true
        }
    }
}
