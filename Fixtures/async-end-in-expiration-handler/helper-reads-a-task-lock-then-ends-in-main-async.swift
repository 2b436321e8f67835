// Scenario: the identifier lives in a lock named for it (`backgroundTaskState`). The handler's
// helper takes it out under the lock, then ends it only inside `DispatchQueue.main.async`: the
// handler returns before the task is ended. `withLock` runs its closure in place, and the
// closure is read like the helper's own code: the lock's name does not make it an end.
import UIKit
import os

final class RecordingFlusher {
    private let backgroundTaskState = OSAllocatedUnfairLock(initialState: UIBackgroundTaskIdentifier.invalid)
    private let queue = DispatchQueue(label: "recording.flush")

    func flush() {
        let taskID = UIApplication.shared.beginBackgroundTask(withName: "flush") { [weak self] in // expect: async-end-in-expiration-handler
            self?.endBackgroundTaskIfNeeded()
        }
        backgroundTaskState.withLock { $0 = taskID }
        queue.async { [weak self] in
            self?.endBackgroundTaskIfNeeded()
        }
    }

    private func endBackgroundTaskIfNeeded() {
        let taskID = backgroundTaskState.withLock { id -> UIBackgroundTaskIdentifier in
            defer { id = .invalid }
            return id
        }
        guard taskID != .invalid else { return }
        DispatchQueue.main.async {
            UIApplication.shared.endBackgroundTask(taskID)
        }
    }
}
