// Scenario: a bad begin call sits inside a nested block comment with a stray brace; only the real, correct code counts.
// expect: none
import UIKit

final class CommentedOutSync {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    /* Old implementation, kept for reference:
       /* inner note: this leaked the task */
       func oldSync() {
           _ = UIApplication.shared.beginBackgroundTask { }
           UIApplication.shared.beginBackgroundTask(expirationHandler: nil)
       still comment } */
    func sync() {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") { [weak self] in
            self?.endSyncTask()
        }
        /** doc */ /// ends the task
        SyncAPI.shared.run { [weak self] in self?.endSyncTask() }
    }

    private func endSyncTask() {
        UIApplication.shared.endBackgroundTask(syncTaskID)// touching comment
        syncTaskID = .invalid
    }
}
