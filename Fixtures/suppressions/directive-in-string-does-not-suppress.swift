// Scenario: directive text inside string literals is no comment: it suppresses nothing and is not reported.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        let hint = "// bgtask-lint:disable:next missing-end-in-expiration-handler"
        taskID = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler
            print(hint, """
                // bgtask-lint:disable:this all
                """)
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
