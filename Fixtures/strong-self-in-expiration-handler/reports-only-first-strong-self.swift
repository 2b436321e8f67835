// Scenario: the handler uses self on three lines; only one diagnostic is expected, on the first of them.
import UIKit

final class DocumentSyncer {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid
    private var pendingRevision = 0
    private var syncWasInterrupted = false

    func sync() {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "DocumentSync") {
            print("document sync expired")
            UserDefaults.standard.set(self.pendingRevision, forKey: "sync.pendingRevision") // expect: strong-self-in-expiration-handler
            self.syncWasInterrupted = true
            self.endSyncTask()
        }
        DocumentAPI.shared.pushRevision(pendingRevision) { [weak self] in
            self?.endSyncTask()
        }
    }

    private func endSyncTask() {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
