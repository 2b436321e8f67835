// Scenario: `taskID` is a computed property guarding the stored `_taskID` with a lock; its setter
// stores the identifier there. The completion path swaps `_taskID` out under the lock and ends
// it, which ends the task begun into `taskID`. A second class whose completion only logs is still
// reported: nothing but its handler ends the storage.
import UIKit

final class LockedUploader {
    private let lock = NSLock()
    private var _taskID: UIBackgroundTaskIdentifier = .invalid
    private var taskID: UIBackgroundTaskIdentifier {
        get { lock.withLock { _taskID } }
        set { lock.withLock { _taskID = newValue } }
    }

    func upload(_ data: Data) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
        DispatchQueue.global().async { [weak self] in
            self?.finish()
        }
    }

    private func finish() {
        let id: UIBackgroundTaskIdentifier = lock.withLock {
            let id = _taskID
            _taskID = .invalid
            return id
        }
        if id != .invalid { UIApplication.shared.endBackgroundTask(id) }
    }
}

final class LockedLogger {
    private let lock = NSLock()
    private var _taskID: UIBackgroundTaskIdentifier = .invalid
    private var taskID: UIBackgroundTaskIdentifier {
        get { lock.withLock { _taskID } }
        set(value) { lock.withLock { self._taskID = value } }
    }

    func flush() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self._taskID)
            self._taskID = .invalid
        }
        DispatchQueue.global().async {
            print("flushed")
        }
    }
}
