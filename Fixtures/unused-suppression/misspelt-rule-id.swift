// Scenario: a misspelt rule id suppresses nothing: the typo is reported and the real finding stays.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        // expect@+1: unused-suppression "'missing-end-in-expiraton-handler' is not a rule id"
        // bgtask-lint:disable:next missing-end-in-expiraton-handler
        taskID = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler
            print("expired")
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
