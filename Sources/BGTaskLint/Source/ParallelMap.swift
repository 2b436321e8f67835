import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `map` over an array on all cores, results in input order.
///
/// A map started inside another map's item (a lookup parsing the files a name may be declared
/// in, asked by one file's rules) would run on its own thread alone: Dispatch runs a nested
/// `concurrentPerform` inline. So every map posts its items on a `WorkBoard`, and a thread that
/// has run out of items of its own map runs items of maps started after it until its own is
/// done: the core that finished its files helps the one still in a long lookup. (On the four
/// apps one file's `task-never-ended` parsed 33 files for a global's declarations, 3 ms, while
/// the other core had nothing left.)
public enum ParallelMap {
    /// How many threads may work at once (`--jobs`); 0 means one per core. Set once by the
    /// command before any work starts, read only afterwards.
    nonisolated(unsafe) public static var workers = 0

    /// The cores online: the threads `concurrentPerform` spreads its iterations over.
    static let cores = max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)

    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input],
                                                       _ transform: @escaping @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1, workers != 1 else { return inputs.map(transform) }
        return [Output](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
            // Each item writes its own element once; all are written before this returns.
            let results = SharedBuffer(buffer.baseAddress!)
            let batch = WorkBatch(count: inputs.count) { index in
                (results.base + index).initialize(to: transform(inputs[index]))
            }
            WorkBoard.shared.post(batch)
            let lanes = min(workers <= 0 ? cores : workers, inputs.count)
            DispatchQueue.concurrentPerform(iterations: lanes) { _ in WorkBoard.shared.work(on: batch) }
            WorkBoard.shared.retire(batch)
            initialized = inputs.count
        }
    }
}

/// The start of a buffer the items of one map write into, each its own element.
private struct SharedBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>

    init(_ base: UnsafeMutablePointer<Element>) {
        self.base = base
    }
}

/// The items of one map: taken one at a time by whichever thread asks first.
final class WorkBatch: @unchecked Sendable {
    let count: Int
    /// Set by `WorkBoard.post`: maps started later have larger numbers.
    fileprivate var sequence = 0
    private let run: @Sendable (Int) -> Void
    /// Guarded by `lock` (not the standard library's `Atomic`, which macOS has only from 15 on).
    private var next = 0
    private var completed = 0
    private let lock = Lock()

    init(count: Int, run: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.run = run
    }

    /// Runs one item not yet taken; false when every item was taken.
    fileprivate func runOne(board: WorkBoard) -> Bool {
        let index = lock.withLock {
            defer { next += 1 }
            return next
        }
        guard index < count else { return false }
        run(index)
        let finished = lock.withLock {
            completed += 1
            return completed == count
        }
        if finished { board.wakeWaiters() }
        return true
    }

    fileprivate var hasItemsLeft: Bool { lock.withLock { next < count } }
    fileprivate var isFinished: Bool { lock.withLock { completed == count } }
}

/// The maps under way, for threads that ran out of items of their own map to help with.
final class WorkBoard: @unchecked Sendable {
    static let shared = WorkBoard()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`, oldest first.
    private var batches: [WorkBatch] = []
    private var posted = 0

    private init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    func post(_ batch: WorkBatch) {
        locked {
            posted += 1
            batch.sequence = posted
            batches.append(batch)
            pthread_cond_broadcast(condition)
        }
    }

    func retire(_ batch: WorkBatch) {
        locked { batches.removeAll { $0 === batch } }
    }

    /// Runs items of `batch` until none is left to take, then items of maps started after it
    /// (started inside its items, or by other threads meanwhile) until `batch` is finished.
    /// Never older maps': a thread inside an item of an outer map must return to it.
    func work(on batch: WorkBatch) {
        while batch.runOne(board: self) {}
        while true {
            let helped: WorkBatch? = locked {
                while true {
                    if batch.isFinished { return nil }
                    if let later = batches.first(where: { $0.sequence > batch.sequence && $0.hasItemsLeft }) { return later }
                    pthread_cond_wait(condition, mutex)
                }
            }
            guard let helped else { return }
            _ = helped.runOne(board: self)
        }
    }

    /// A batch finished: threads waiting for it (or for work) look again.
    fileprivate func wakeWaiters() {
        locked { _ = pthread_cond_broadcast(condition) }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
