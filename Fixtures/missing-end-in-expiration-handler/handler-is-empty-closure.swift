// Scenario: the trailing-closure handler is empty, so the task is never ended when time runs out.
import UIKit

final class DraftAutosaver {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

    func autosave(_ draft: String) {
        saveTaskID = UIApplication.shared.beginBackgroundTask { } // expect: missing-end-in-expiration-handler
        UserDefaults.standard.set(draft, forKey: "draft.autosave")
        finishAutosave()
    }

    private func finishAutosave() {
        UIApplication.shared.endBackgroundTask(saveTaskID)
        saveTaskID = .invalid
    }
}
