// Scenario: Objective-C-era code ends the task through `perform(#selector(endTask))`, which
// calls the method right there, as `endTask()` would; the same with its `with:` argument. A
// selector of a method that does not end the task ends nothing either way.
import UIKit

final class LegacySync: NSObject {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.perform(#selector(LegacySync.endTask))
        }
    }

    func startWithReason() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.perform(#selector(LegacySync.endTask(reason:)), with: "expired")
        }
    }

    func startAndLog() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.perform(#selector(LegacySync.logExpiry))
        }
    }

    @objc func endTask() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }

    @objc func endTask(reason: String) {
        print(reason)
        endTask()
    }

    @objc func logExpiry() {
        print("expired")
    }
}
