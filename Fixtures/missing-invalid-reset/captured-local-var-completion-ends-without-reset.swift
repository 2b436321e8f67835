// Scenario: a captured local var is reset in the handler but not in the completion closure, so a late expiration ends it twice.
import UIKit

func saveJournal(_ entries: [String], store: JournalStore) {
    var journalTaskID = UIBackgroundTaskIdentifier.invalid
    journalTaskID = UIApplication.shared.beginBackgroundTask(withName: "SaveJournal") {
        UIApplication.shared.endBackgroundTask(journalTaskID)
        journalTaskID = .invalid
    }
    store.write(entries) { _ in
        UIApplication.shared.endBackgroundTask(journalTaskID) // expect: missing-invalid-reset
    }
}
