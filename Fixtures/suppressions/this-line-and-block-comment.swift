// Scenario: a same-line suppression, written as a `//` and as a `/* */` comment; nothing is reported.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var otherID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { print("expired") } // bgtask-lint:disable:this missing-end-in-expiration-handler
        otherID = UIApplication.shared.beginBackgroundTask { print("expired") } /* bgtask-lint:disable:this all */
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
        UIApplication.shared.endBackgroundTask(otherID)
        otherID = .invalid
    }
}
