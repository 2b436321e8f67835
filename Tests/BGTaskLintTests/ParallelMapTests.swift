import Dispatch
import XCTest
@testable import BGTaskLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ParallelMap`: results in input order at any nesting, and a map started inside another
/// map's item shared with the cores that ran out of work (Dispatch alone runs it on one).
final class ParallelMapTests: XCTestCase {
    override func setUp() {
        ParallelMap.workers = 0
    }

    func testResultsAreInInputOrderAtEveryNesting() {
        let outer = ParallelMap.map(Array(0..<40)) { row in
            ParallelMap.map(Array(0..<25)) { column in
                ParallelMap.map(Array(0..<3)) { depth in row * 10_000 + column * 10 + depth }
            }
        }
        for row in 0..<40 {
            for column in 0..<25 {
                XCTAssertEqual(outer[row][column], (0..<3).map { row * 10_000 + column * 10 + $0 })
            }
        }
    }

    /// The shape of a lookup inside one file's rules: one outer item starts a map of slow items
    /// while the outer map's other items are done at once. The other core must take some.
    func testANestedMapIsSharedWithAnIdleCore() throws {
        try XCTSkipIf(ParallelMap.cores < 2, "one core: nothing to share")
        let threads = ThreadRecorder()
        _ = ParallelMap.map(Array(0..<2)) { item -> Int in
            guard item == 0 else { return 0 }
            return ParallelMap.map(Array(0..<12)) { _ -> Int in
                threads.record()
                usleep(20_000)
                return 1
            }.reduce(0, +)
        }
        XCTAssertGreaterThan(threads.distinct, 1, "the nested map's items all ran on the thread that started it")
    }

    /// `--jobs 1` runs everything on the calling thread, nested maps included.
    func testOneWorkerRunsOnTheCallingThread() {
        ParallelMap.workers = 1
        defer { ParallelMap.workers = 0 }
        let threads = ThreadRecorder()
        let sums = ParallelMap.map(Array(0..<4)) { item in
            ParallelMap.map(Array(0..<5)) { value -> Int in
                threads.record()
                return value + item
            }.reduce(0, +)
        }
        XCTAssertEqual(sums, [10, 15, 20, 25])
        XCTAssertEqual(threads.distinct, 1)
    }
}

/// The threads that called `record`, told apart by `pthread_self`.
private final class ThreadRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<UInt> = []

    func record() {
        let thread = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(bitPattern: UInt(pthread_self()))))
        lock.withLock { _ = seen.insert(thread) }
    }

    var distinct: Int { lock.withLock { seen.count } }
}
