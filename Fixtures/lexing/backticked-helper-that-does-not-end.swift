// Scenario: the handler calls a raw-identifier helper that only logs; resolving the backticked name shows it never ends the task.
import UIKit

final class BacktickedLogger {
    private var logTaskID: UIBackgroundTaskIdentifier = .invalid

    func flush() {
        logTaskID = UIApplication.shared.beginBackgroundTask(withName: "Log") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.`note the expiration`()
        }
        LogAPI.shared.flush { [weak self] in
            self?.`finish logging`()
        }
    }

    func `note the expiration`() {
        print("log flush expired")
    }

    func `finish logging`() {
        UIApplication.shared.endBackgroundTask(logTaskID)
        logTaskID = .invalid
    }
}
