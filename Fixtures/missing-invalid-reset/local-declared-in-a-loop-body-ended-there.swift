// Scenario: a queue of identifiers is drained one by one into a `var` declared inside the loop's
// body, which is ended once there. Each turn of the loop declares a variable of its own, which dies
// at the end of the turn: nothing can end it a second time, and a reset would be a dead store.
// A local declared outside the loop, or ended in a loop nested inside the declaring body, may be
// ended again on the next turn: those keep the warning.
import UIKit

final class TaskQueue {
    private var pending: [UIBackgroundTaskIdentifier] = []

    func drain() {
        while !pending.isEmpty {
            var next = pending.removeFirst()
            if next == .invalid { next = pending.first ?? .invalid }
            UIApplication.shared.endBackgroundTask(next)
        }
    }

    func drainEach() {
        for _ in pending.indices {
            var next = pending.removeLast()
            UIApplication.shared.endBackgroundTask(next)
        }
    }

    func drainIntoOneVariable() {
        var next = UIBackgroundTaskIdentifier.invalid
        while !pending.isEmpty {
            next = pending.removeFirst()
            UIApplication.shared.endBackgroundTask(next) // expect: missing-invalid-reset
        }
    }

    func endRepeatedly(times: Int) {
        while !pending.isEmpty {
            var next = pending.removeFirst()
            for _ in 0..<times {
                UIApplication.shared.endBackgroundTask(next) // expect: missing-invalid-reset
            }
        }
    }
}
