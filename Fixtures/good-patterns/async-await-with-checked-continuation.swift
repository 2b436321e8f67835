// Scenario: an async wrapper bridges a callback API with withCheckedContinuation and keeps a background task around it.
// expect: none
import UIKit

final class DraftStore {
    func save(_ drafts: [String], completion: @escaping (Bool) -> Void) {
        DispatchQueue.global(qos: .utility).async {
            UserDefaults.standard.set(drafts, forKey: "drafts")
            completion(true)
        }
    }

    func cancelSave() {
        print("draft save cancelled")
    }
}

@MainActor
func saveDraftsInBackground(_ drafts: [String], store: DraftStore) async -> Bool {
    await withCheckedContinuation { continuation in
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask(withName: "SaveDrafts") {
            store.cancelSave()
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
        store.save(drafts) { success in
            DispatchQueue.main.async {
                if taskID != .invalid {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
                continuation.resume(returning: success)
            }
        }
    }
}
