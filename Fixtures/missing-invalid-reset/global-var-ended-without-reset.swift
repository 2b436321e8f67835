// Scenario: a file-scope identifier is ended without a reset; both the global and the missing reset are reported.
import UIKit

var cleanupTaskID = UIBackgroundTaskIdentifier.invalid // expect: global-task-identifier

func startCleanup() {
    cleanupTaskID = UIApplication.shared.beginBackgroundTask(withName: "Cleanup") {
        UIApplication.shared.endBackgroundTask(cleanupTaskID)
        cleanupTaskID = .invalid
    }
}

func finishCleanup() {
    UIApplication.shared.endBackgroundTask(cleanupTaskID) // expect: missing-invalid-reset
}
