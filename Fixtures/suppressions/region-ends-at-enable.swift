// Scenario: a disable … enable region suppresses inside only; the same misuse after 'enable' is reported.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var otherID: UIBackgroundTaskIdentifier = .invalid

    // bgtask-lint:disable missing-end-in-expiration-handler, strong-self-in-expiration-handler -- legacy, tracked in #12
    func start() {
        taskID = UIApplication.shared.beginBackgroundTask {
            self.log("expired")
        }
    }
    // bgtask-lint:enable missing-end-in-expiration-handler, strong-self-in-expiration-handler

    func startOther() {
        otherID = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler
            print("expired")
        }
    }

    func log(_ text: String) { print(text) }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
        UIApplication.shared.endBackgroundTask(otherID)
        otherID = .invalid
    }
}
