import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}

/// Monotonic wall clock in seconds.
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

struct ChildResult {
    var exitStatus: Int32
    /// Killed by this signal, 0 if it exited.
    var signal: Int32
    var seconds: Double
    /// Peak resident set size of the child alone (wait4's rusage), in bytes.
    var maxRSSBytes: Int
    var cpuSeconds: Double
}

/// Spawns `executable` with `arguments`, stdout to /dev/null, stderr to `stderrPath` (or
/// /dev/null), and waits with wait4 so that the rusage is this child's own.
func spawnAndWait(_ executable: String, _ arguments: [String], stderrPath: String? = nil) throws -> ChildResult {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = argv.withUnsafeBufferPointer { buffer in
        posix_spawn(&pid, executable, &actions, nil, UnsafeMutablePointer(mutating: buffer.baseAddress!), environ)
    }
    guard spawned == 0 else { throw UsageError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
        guard errno == EINTR else { throw UsageError("wait4 failed: \(String(cString: strerror(errno)))") }
    }
    let seconds = now() - start
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : -1
    #if canImport(Darwin)
    let rssBytes = Int(usage.ru_maxrss) // bytes on Darwin
    #else
    let rssBytes = Int(usage.ru_maxrss) * 1024 // kilobytes on Linux
    #endif
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return ChildResult(exitStatus: exitStatus, signal: signal, seconds: seconds, maxRSSBytes: rssBytes, cpuSeconds: cpu)
}

/// Splits `files` into argument lists that each fit, with `fixed` leading arguments, under
/// ARG_MAX minus the environment (and a safety margin).
func argumentBatches(_ files: [String], fixed: [String] = []) -> [[String]] {
    var argMax = sysconf(Int32(_SC_ARG_MAX))
    if argMax <= 0 { argMax = 131_072 }
    var environmentSize = 0
    for (key, value) in ProcessInfo.processInfo.environment {
        environmentSize += key.utf8.count + value.utf8.count + 2 + MemoryLayout<UnsafePointer<CChar>>.size
    }
    let pointer = MemoryLayout<UnsafePointer<CChar>>.size
    let budget = max(16_384, argMax - environmentSize - 65_536)
    let fixedCost = fixed.reduce(0) { $0 + $1.utf8.count + 1 + pointer } + 64
    var batches: [[String]] = []
    var current: [String] = []
    var used = fixedCost
    for file in files {
        let cost = file.utf8.count + 1 + pointer
        if !current.isEmpty, used + cost > budget {
            batches.append(current)
            current = []
            used = fixedCost
        }
        current.append(file)
        used += cost
    }
    if !current.isEmpty { batches.append(current) }
    return batches
}

/// The path of the running executable (to find `bgtask-lint` next to it).
func executablePath() -> String {
    #if os(Linux)
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
}

func findExecutable(_ name: String) -> String? {
    let sibling = URL(fileURLWithPath: executablePath()).deletingLastPathComponent().appendingPathComponent(name).path
    if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}
