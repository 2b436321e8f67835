// Scenario: the type keeps a shared instance but its initializer is `package` (SE-0386), so the
// package's other modules can make more instances, which leak through the handler's strong self.
import UIKit

final class PackageSyncer {
    static let shared = PackageSyncer()
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    package init() {}

    func sync() {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") {
            self.endSyncTask() // expect: strong-self-in-expiration-handler
        }
        SyncAPI.shared.run { [weak self] in
            self?.endSyncTask()
        }
    }

    private func endSyncTask() {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
