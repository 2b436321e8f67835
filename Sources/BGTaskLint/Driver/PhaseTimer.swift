import Dispatch

/// Where a run's time goes (`--timing`): wall time per phase, plus the time spent tokenizing
/// and parsing (which the lazy index does inside other phases, on any thread).
public final class PhaseTimer: @unchecked Sendable {
    private let lock = Lock()
    private var order: [String] = []
    private var nanoseconds: [String: UInt64] = [:]
    private var counts: [String: Int] = [:]

    public init() {}

    /// Runs `work`, adding its wall time to `phase` (listed from when it starts: a phase that
    /// runs within it, like `lex+parse` within `index`, comes after it).
    public func measure<Result>(_ phase: String, _ work: () throws -> Result) rethrows -> Result {
        add(phase, nanoseconds: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, nanoseconds: DispatchTime.now().uptimeNanoseconds - start) }
        return try work()
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

    /// One line a phase, in the order phases first ran: `timing: read 0.041 s`.
    public var report: String {
        lock.withLock {
            order.map { phase in
                let count = counts[phase] ?? 0
                return "timing: \(phase) \(PhaseTimer.seconds(nanoseconds[phase] ?? 0)) s" + (count > 0 ? " (\(count) files)" : "") + "\n"
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
