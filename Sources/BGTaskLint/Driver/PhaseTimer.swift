import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a run's time goes (`--timing`): wall time per phase, plus the time spent tokenizing
/// and parsing (which the lazy index does inside other phases, on any thread). A phase measured
/// around its work also gets the CPU time the whole process spent meanwhile: set beside the wall
/// time, it says how many cores the phase kept busy, and so where a core sat idle.
public final class PhaseTimer: @unchecked Sendable {
    private let lock = Lock()
    private var order: [String] = []
    private var nanoseconds: [String: UInt64] = [:]
    private var cpuNanoseconds: [String: UInt64] = [:]
    private var counts: [String: Int] = [:]

    public init() {}

    /// Runs `work`, adding its wall time to `phase` (listed from when it starts: a phase that
    /// runs within it, like `lex+parse` within `index`, comes after it).
    public func measure<Result>(_ phase: String, _ work: () throws -> Result) rethrows -> Result {
        add(phase, nanoseconds: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = PhaseTimer.processCPUNanoseconds()
        defer {
            let cpu = PhaseTimer.processCPUNanoseconds() - cpuStart
            add(phase, nanoseconds: DispatchTime.now().uptimeNanoseconds - start)
            lock.withLock { cpuNanoseconds[phase, default: 0] += cpu }
        }
        return try work()
    }

    #if canImport(Glibc)
    private static let ownProcess = RUSAGE_SELF.rawValue
    #else
    private static let ownProcess = RUSAGE_SELF
    #endif

    /// User and system time of every thread of the process so far.
    private static func processCPUNanoseconds() -> UInt64 {
        var usage = rusage()
        guard getrusage(PhaseTimer.ownProcess, &usage) == 0 else { return 0 }
        func nanoseconds(_ time: timeval) -> UInt64 { UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1000 }
        return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
    }

    public func add(_ phase: String, nanoseconds elapsed: UInt64, count: Int = 0) {
        lock.withLock {
            if nanoseconds[phase] == nil { order.append(phase) }
            nanoseconds[phase, default: 0] += elapsed
            counts[phase, default: 0] += count
        }
    }

    /// How many files a phase counted (`lex+parse`: files tokenized and parsed).
    public func count(of phase: String) -> Int {
        lock.withLock { counts[phase] ?? 0 }
    }

    /// One line a phase, in the order phases first ran: `timing: read 0.041 s, CPU 0.079 s`
    /// (no CPU time for a phase only added to, like `lex+parse`).
    public var report: String {
        lock.withLock {
            order.map { phase in
                let count = counts[phase] ?? 0
                let cpu = cpuNanoseconds[phase].map { ", CPU \(PhaseTimer.seconds($0)) s" } ?? ""
                return "timing: \(phase) \(PhaseTimer.seconds(nanoseconds[phase] ?? 0)) s" + cpu
                    + (count > 0 ? " (\(count) files)" : "") + "\n"
            }.joined()
        }
    }

    /// Nanoseconds as seconds with three decimals, rounded: `0.041`.
    static func seconds(_ nanoseconds: UInt64) -> String {
        let milliseconds = (nanoseconds + 500_000) / 1_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
