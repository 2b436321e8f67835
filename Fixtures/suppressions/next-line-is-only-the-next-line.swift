// Scenario: 'disable:next' covers exactly one line; a finding two lines down is still reported.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        // expect@+1: unused-suppression
        // bgtask-lint:disable:next missing-end-in-expiration-handler

        taskID = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler
            print("expired")
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
