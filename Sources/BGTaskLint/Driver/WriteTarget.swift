#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a user names for the tool to write — the report (`--output`), a baseline
/// (`--write-baseline`), the stamp (`--touch`) — checked before the run: the tool never writes
/// over a Swift source (`--output a.swift` lints `.` and would overwrite one of its files), and
/// never replaces or removes what is not a regular file (a baseline renamed over `/dev/null`, a
/// failing run's `--touch Sources` removing a folder of sources).
enum WriteTarget {
    enum Kind {
        /// Written in place, like a shell redirection: a device (`/dev/stderr`) is fine.
        case report
        /// Renamed over its path: only a regular file may be replaced.
        case baseline
        /// Created empty when the run passes, removed when it fails: only an empty regular file.
        case stamp
    }

    /// Why `path` must not be written as `kind`, or nil when it may be (including when it does
    /// not exist yet, or cannot be looked at: then the write itself says why it fails).
    static func refusal(_ path: String, as kind: Kind) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        var type = status.st_mode & S_IFMT
        // A link is judged by what it leads to (a baseline is written there: see `resolved`),
        // except a stamp, which is removed as it is named.
        if type == S_IFLNK, kind != .stamp, stat(path, &status) == 0 { type = status.st_mode & S_IFMT }
        let isSwiftSource = path.hasSuffix(".swift") && status.st_size > 0
        switch kind {
        case .report:
            // A folder or a missing folder fails at the write, with the system's reason.
            if type == S_IFREG, isSwiftSource { return "is a Swift source: refusing to write the report over it" }
        case .baseline:
            guard type == S_IFREG else { return "is not a regular file: refusing to replace it with a baseline" }
            if isSwiftSource { return "is a Swift source: refusing to write the baseline over it" }
        case .stamp:
            guard type == S_IFREG, status.st_size == 0 else {
                return "is not an empty regular file: refusing to replace or remove it "
                    + "(a --touch stamp is always empty)"
            }
        }
        return nil
    }

    /// Where a file replaced by renaming must be written so that `path` still leads to it: the
    /// file a symbolic link leads to, or `path` itself.
    static func resolved(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        return ProjectContext.canonical(path)
    }
}
