// Scenario: the handler was fixed but the suppression stayed: it is reported at the comment.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        // expect@+1:9: unused-suppression "suppression of 'missing-end-in-expiration-handler' suppresses no finding"
        // bgtask-lint:disable:next missing-end-in-expiration-handler -- fixed in 2.3, comment left behind
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.finish()
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
