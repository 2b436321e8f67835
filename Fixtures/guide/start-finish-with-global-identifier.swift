// Scenario: the guide's first example as printed: a file-scope identifier with start and finish functions; only the global is reported.
import UIKit

var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid // expect: global-task-identifier

func startBackgroundTask() {
    backgroundTaskID = UIApplication.shared.beginBackgroundTask {
        // Expiration handler
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}

func finishBackgroundTask() {
    UIApplication.shared.endBackgroundTask(backgroundTaskID)
    backgroundTaskID = .invalid
}
