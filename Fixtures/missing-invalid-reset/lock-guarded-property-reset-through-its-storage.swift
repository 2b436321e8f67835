// Scenario: a lock-guarded computed property over a stored one: the helper ends the task through
// the property and resets the storage under the lock, which resets the property. The same helper
// with no reset is still reported.
import UIKit

final class Prefetcher {
    private let lock = NSLock()
    private var _taskID: UIBackgroundTaskIdentifier = .invalid
    var taskID: UIBackgroundTaskIdentifier {
        get { lock.withLock { _taskID } }
        set { lock.withLock { _taskID = newValue } }
    }

    func prefetch() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "prefetch") { [weak self] in
            self?.finish()
        }
        Prefetch.run { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        lock.withLock { _taskID = .invalid }
    }
}

final class Warmer {
    private let lock = NSLock()
    private var _taskID: UIBackgroundTaskIdentifier = .invalid
    var taskID: UIBackgroundTaskIdentifier {
        get { lock.withLock { _taskID } }
        set { lock.withLock { _taskID = newValue } }
    }

    func warm() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "warm") { [weak self] in
            self?.finish()
        }
        Prefetch.run { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
        print("warmed")
    }
}
