// Scenario: a handler that only logs is excused on the next line, with a reason; nothing is reported.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        // bgtask-lint:disable:next missing-end-in-expiration-handler -- the SDK ends it in its own expiration hook
        taskID = UIApplication.shared.beginBackgroundTask {
            print("expired")
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
