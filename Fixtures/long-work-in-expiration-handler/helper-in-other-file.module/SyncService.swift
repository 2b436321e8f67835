// Scenario: the handler calls persistPendingChanges(), declared in another file, which saves Core Data; reported at the call.
import UIKit
import CoreData

final class SyncService {
    let context: NSManagedObjectContext
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func syncOnBackground() {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") { [weak self] in
            self?.persistPendingChanges() // expect: long-work-in-expiration-handler
            self?.endSyncTask()
        }
        SyncAPI.shared.pull { [weak self] in
            self?.endSyncTask()
        }
    }

    func endSyncTask() {
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
