#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--touch FILE`: a build system schedules a command by its outputs and reruns it when they
/// are missing, so the run leaves an empty file behind only when it passes. Empty, the file is
/// also a valid Swift source, which is what the SwiftPM build plugin declares it as.
enum Stamp {
    /// Writes the empty stamp (`passed`) or removes it; the reason when that fails.
    /// Only an empty regular file is ever replaced or removed (`WriteTarget`): never a folder,
    /// a device or a source named by mistake.
    static func update(_ path: String, passed: Bool) -> String? {
        if let refusal = WriteTarget.refusal(path, as: .stamp) { return refusal }
        if passed {
            // Created, or its time updated: build systems compare it with their inputs.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return "cannot write the --touch file (\(SystemError.reason(errno)))" }
            defer { close(descriptor) }
            return futimens(descriptor, nil) == 0 ? nil : "cannot write the --touch file (\(SystemError.reason(errno)))"
        }
        guard unlink(path) == 0 || errno == ENOENT else {
            return "cannot remove the --touch file (\(SystemError.reason(errno)))"
        }
        return nil
    }
}
