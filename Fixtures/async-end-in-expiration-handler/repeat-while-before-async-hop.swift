// Scenario: the handler runs a `repeat { … } while` loop, then ends the task in a main-queue hop.
// The `while` closing a repeat loop is its condition, not a new loop: the hop below is a closure.
import UIKit

final class RetryingUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            var attempts = 0
            repeat {
                attempts += 1
            } while attempts < 3
            DispatchQueue.main.async {
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.taskID)
                self.taskID = .invalid
            }
        }
        upload()
    }

    private func upload() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
