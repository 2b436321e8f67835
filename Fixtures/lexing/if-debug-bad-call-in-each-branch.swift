// Scenario: #if DEBUG / #else / #endif with a never-ending handler in each branch; both branches are analysed.
import UIKit

final class BuildAwareSync {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
#if DEBUG
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync-debug") { // expect: missing-end-in-expiration-handler
            print("debug sync expired")
        }
#else
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") { // expect: missing-end-in-expiration-handler
            UserDefaults.standard.set(true, forKey: "sync.expired")
        }
#endif
        SyncAPI.shared.run { [weak self] in
            self?.endSyncTask()
        }
    }

    private func endSyncTask() {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
