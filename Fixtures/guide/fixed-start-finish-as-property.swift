// Scenario: the guide's first example with its advice applied: the identifier becomes a property of a class and the handler captures weakly.
// expect: none
import UIKit

final class BackgroundTaskRunner {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func startBackgroundTask() {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            // Expiration handler
            self?.finishBackgroundTask()
        }
    }

    func finishBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
