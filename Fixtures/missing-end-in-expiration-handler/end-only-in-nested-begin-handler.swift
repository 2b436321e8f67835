import UIKit

// An expiration handler that begins another task and ends its own only in that task's
// expiration handler: the end runs only if the second task expires too, so when the first
// one expires the handler returns without ending it.
final class NestedBeginInHandler {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var retryID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            guard let self else { return }
            // Beginning a task here is itself long work, and the second task is never ended on a
            // normal path; its handler holds the strong `self` the guard made.
            self.retryID = UIApplication.shared.beginBackgroundTask { // expect: long-work-in-expiration-handler, task-never-ended
                UIApplication.shared.endBackgroundTask(self.retryID) // expect: strong-self-in-expiration-handler
                self.retryID = .invalid
                UIApplication.shared.endBackgroundTask(self.taskID)
                self.taskID = .invalid
            }
        }
        send { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
    }

    private func send(_ completion: @escaping () -> Void) {}
}
