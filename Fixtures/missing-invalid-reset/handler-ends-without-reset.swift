// Scenario: the handler ends the task but never resets the stored identifier.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID) // expect: missing-invalid-reset
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
