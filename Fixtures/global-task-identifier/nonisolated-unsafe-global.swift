// Scenario: Swift 6 code silences the concurrency checker with nonisolated(unsafe) on a global identifier.
import UIKit

nonisolated(unsafe) var syncTaskID: UIBackgroundTaskIdentifier = .invalid // expect: global-task-identifier

@MainActor
func startSync() {
    syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
    SyncAPI.shared.run {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
