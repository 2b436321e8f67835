// Scenario: a directive that cannot be read, one without rule ids, and an 'enable' with no 'disable' are reported.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        // expect@+1: unused-suppression "'disable:nxt' is not a directive"
        // bgtask-lint:disable:nxt missing-end-in-expiration-handler
        taskID = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler
            print("expired")
        }
        // expect@+1: unused-suppression "needs rule ids"
        // bgtask-lint:disable:next
    }

    // expect@+1: unused-suppression "has no 'disable strong-self-in-expiration-handler' before it"
    // bgtask-lint:enable strong-self-in-expiration-handler
    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
