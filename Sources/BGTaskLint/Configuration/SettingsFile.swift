#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file that sets up the run (a `.bgtask-lint.json`, `--config`, `--baseline`): only a
/// regular file, whole. What it cannot read it says why, in the words the rest of the run uses
/// ("not a regular file"), where "cannot read the file" alone left the user guessing. A FIFO is
/// refused before it is opened: opening one waits for a writer.
enum SettingsFile {
    static func read(_ path: String) -> Result<[UInt8], Unreadable> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            let dangling = code == ENOENT && lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
            return .failure(Unreadable(reason: dangling ? "dangling symbolic link" : SystemError.reason(code)))
        }
        if let problem = problem(status) { return .failure(problem) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Unreadable(reason: SystemError.reason(errno))) }
        defer { close(descriptor) }
        // What was opened may not be what was looked at (a file swapped meanwhile).
        if fstat(descriptor, &status) == 0, let problem = problem(status) { return .failure(problem) }
        return StandardStreams.readAll(from: descriptor).mapError { failure in
            if case .unreadable(let reason?) = failure { return Unreadable(reason: reason) }
            return Unreadable(reason: failure.description)
        }
    }

    private static func problem(_ status: stat) -> Unreadable? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: Unreadable(reason: "is a folder")
        default: Unreadable(reason: "not a regular file")
        }
    }

    struct Unreadable: Error {
        var reason: String

        /// As errors say it: `cannot read the file (is a folder)`.
        var description: String { "cannot read the file (\(reason))" }
    }
}
