// Scenario: the handler calls a helper that calls another, which ends the task only inside
// `Task { }`: two helpers deep, the end still comes after the handler has returned.
import UIKit

final class DraftSyncer {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync(_ drafts: [String]) {
        syncTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            self?.stopSyncing()
        }
        DraftAPI.push(drafts) { [weak self] in self?.endSyncTask() }
    }

    private func stopSyncing() {
        print("draft sync expired")
        endSyncTask()
    }

    private func endSyncTask() {
        Task { @MainActor in
            UIApplication.shared.endBackgroundTask(self.syncTaskID)
            self.syncTaskID = .invalid
        }
    }
}
