// Scenario: two local identifiers in one function; the save handler ends the sync identifier.
import UIKit

func saveAndSync(_ note: String, app: UIApplication) {
    var saveTaskID = UIBackgroundTaskIdentifier.invalid
    var syncTaskID = UIBackgroundTaskIdentifier.invalid
    saveTaskID = app.beginBackgroundTask(withName: "SaveNote") {
        app.endBackgroundTask(syncTaskID) // expect: mismatched-task-identifier
        syncTaskID = .invalid
    }
    syncTaskID = app.beginBackgroundTask(withName: "SyncNote") {
        app.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
    NotesStore.save(note) {
        app.endBackgroundTask(saveTaskID)
        saveTaskID = .invalid
        NotesStore.sync {
            app.endBackgroundTask(syncTaskID)
            syncTaskID = .invalid
        }
    }
}
