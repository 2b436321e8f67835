#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file whole: the new text goes to a temporary file beside it, which is then renamed
/// over it, so a reader never sees half a file and a failed write leaves the old one.
///
/// The temporary file has a random name and is created only where nothing has that name yet
/// (`O_EXCL`, as `mkstemp(3)` does). Its name was once `<path>.tmp-<pid>`, opened through links:
/// a repository shipping a link of that name (CI's PIDs are predictable) had the text written
/// into the file the link led to, and the path renamed into that link.
enum FileReplacement {
    /// Names tried before giving up; another name is taken only when one is (`EEXIST`).
    static let attempts = 100

    /// Writes `text` as the new `path`; nil on success, else the system's reason.
    /// An existing file's permissions are kept (a baseline made private stays private); a new
    /// file is made readable by all, less the umask, like a file a shell redirection creates.
    static func write(_ text: String, over path: String) -> String? {
        var existing = stat()
        let keptMode = stat(path, &existing) == 0 ? existing.st_mode & 0o777 : nil
        let temporary: (descriptor: Int32, path: String)
        switch createTemporary(beside: path, mode: keptMode == nil ? 0o644 : 0o600) {
        case .success(let created): temporary = created
        case .failure(let failure): return failure.reason
        }
        var text = text
        var written = text.withUTF8 { StandardStreams.writeAll(UnsafeRawBufferPointer($0), to: temporary.descriptor) }
        if written, let keptMode { written = fchmod(temporary.descriptor, keptMode) == 0 }
        let failure = written ? nil : SystemError.reason(errno)
        close(temporary.descriptor)
        if let failure {
            unlink(temporary.path)
            return failure
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = SystemError.reason(errno)
            unlink(temporary.path)
            return reason
        }
        return nil
    }

    struct Failure: Error {
        var reason: String
    }

    /// A new, empty file named `<path>.tmp-<random>`, open for writing: never one that existed,
    /// nor a link (`O_EXCL` fails on any existing name, a dangling link included).
    private static func createTemporary(beside path: String,
                                        mode: mode_t) -> Result<(descriptor: Int32, path: String), Failure> {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<attempts {
            let candidate = path + ".tmp-" + String(random.next() as UInt64, radix: 36)
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return .success((descriptor, candidate)) }
            guard errno == EEXIST else { return .failure(Failure(reason: SystemError.reason(errno))) }
        }
        return .failure(Failure(reason: "no unused name for a temporary file after \(attempts) tries"))
    }
}
