import Dispatch
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

    /// `arguments[0]` is the program. `environment`: variables set (or replaced) on top of the
    /// process's own. `timeLimit`: seconds after which the program is killed and the run fails
    /// (a program waiting on a FIFO never ends by itself). Fails with the system's reason when
    /// it cannot start.
    static func run(_ arguments: [String], environment: [String: String] = [:],
                    timeLimit: Double? = nil) -> Result<Output, SubprocessFailure> {
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return .failure(.cannotStart(reason: SystemError.reason(errno))) }
        guard pipe(&errors) == 0 else {
            let reason = SystemError.reason(errno)
            output.forEach { close($0) }
            return .failure(.cannotStart(reason: reason))
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
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var process = pid_t()
        let spawned = posix_spawnp(&process, arguments[0], &actions, nil, argv, environment)
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        guard spawned == 0 else { return .failure(.cannotStart(reason: SystemError.reason(spawned))) }
        let deadline = timeLimit.map { DispatchTime.now().uptimeNanoseconds + UInt64(max(0, $0) * 1e9) }
        // Both pipes are drained as they fill, so that neither a large listing nor a chatty
        // error stream can block the child.
        guard let (standardOutput, standardError) = drain(output[0], errors[0], until: deadline),
              let status = exitStatus(of: process, until: deadline) else {
            kill(process, SIGKILL)
            var status: Int32 = 0
            while waitpid(process, &status, 0) < 0, errno == EINTR {}
            return .failure(.timedOut(seconds: timeLimit ?? 0))
        }
        // Exited normally (no signal in the low seven bits): the code is the next byte.
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return .success(Output(status: exitCode, standardOutput: standardOutput, standardError: standardError))
    }

    /// Everything written to the two pipes until both close; nil when `deadline` (uptime in
    /// nanoseconds) passes first. A pipe that fails to read counts as closed: the exit status
    /// says whether the program ran.
    private static func drain(_ first: Int32, _ second: Int32, until deadline: UInt64?) -> ([UInt8], [UInt8])? {
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var collected: [[UInt8]] = [[], []]
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard let wait = millisecondsLeft(until: deadline) else { return nil }
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 { break }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { StandardStreams.systemRead(descriptors[index].fd, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 {
                    descriptors[index].fd = -1 // poll skips a negative descriptor
                } else {
                    collected[index] += chunk[..<count]
                }
            }
        }
        return (collected[0], collected[1])
    }

    /// The raw wait status once the program has exited; nil when `deadline` passes first (a
    /// program can close its output and still not end).
    private static func exitStatus(of process: pid_t, until deadline: UInt64?) -> Int32? {
        var status: Int32 = 0
        while true {
            let waited = waitpid(process, &status, deadline == nil ? 0 : WNOHANG)
            if waited == process { return status }
            if waited < 0, errno != EINTR { return 0 } // already reaped: nothing more to learn
            guard millisecondsLeft(until: deadline) != nil else { return nil }
            if waited == 0 { usleep(2_000) }
        }
    }

    /// What is left before `deadline`, for `poll` (-1: no limit); nil once it has passed.
    private static func millisecondsLeft(until deadline: UInt64?) -> Int32? {
        guard let deadline else { return -1 }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { return nil }
        return Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
    }
}

enum SubprocessFailure: Error {
    /// With the system's reason.
    case cannotStart(reason: String)
    /// Killed when its time limit passed.
    case timedOut(seconds: Double)
}
