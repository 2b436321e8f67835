// Scenario: 'disable all' never enabled again covers the rest of the file; findings above it stay.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var otherID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler
            print("expired")
        }
    }

    // bgtask-lint:disable all -- generated below this line
    func startOther() {
        otherID = UIApplication.shared.beginBackgroundTask {
            print("expired")
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
        UIApplication.shared.endBackgroundTask(otherID)
        otherID = .invalid
    }
}
