// Scenario: the extension half: the helper writes the Core Data store to disk; the diagnostic belongs to the caller's line in the other file.
import CoreData

extension SyncService {
    func persistPendingChanges() {
        guard context.hasChanges else { return }
        try? context.save()
    }
}
