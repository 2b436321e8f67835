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

/// Runs a program found on `PATH` (only `git`, for `--changed-since`) with `posix_spawnp`:
/// standard input from `/dev/null`, output and errors collected. Foundation's `Process` would
/// link all of Foundation for this one use.
enum Subprocess {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: [UInt8]
    }

    /// `arguments[0]` is the program. Fails with the system's reason when it cannot start.
    static func run(_ arguments: [String]) -> Result<Output, SubprocessFailure> {
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return .failure(SubprocessFailure(reason: SystemError.reason(errno))) }
        guard pipe(&errors) == 0 else {
            let reason = SystemError.reason(errno)
            output.forEach { close($0) }
            return .failure(SubprocessFailure(reason: reason))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        // The process's own environment, from ProcessInfo: `environ` is not visible from Swift
        // on every platform.
        let environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment
            .map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var process = pid_t()
        let spawned = posix_spawnp(&process, arguments[0], &actions, nil, argv, environment)
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        guard spawned == 0 else { return .failure(SubprocessFailure(reason: SystemError.reason(spawned))) }
        // Read before waiting, so a large listing cannot fill the pipe and block the child.
        // A pipe that fails to read counts as empty: git's exit status says whether it ran.
        let standardOutput = (try? StandardStreams.readAll(from: output[0]).get()) ?? []
        let standardError = (try? StandardStreams.readAll(from: errors[0]).get()) ?? []
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
        // Exited normally (no signal in the low seven bits): the code is the next byte.
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return .success(Output(status: exitCode, standardOutput: standardOutput, standardError: standardError))
    }
}

struct SubprocessFailure: Error {
    var reason: String
}
