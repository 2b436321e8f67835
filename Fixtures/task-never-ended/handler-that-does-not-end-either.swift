// Scenario: identifiers ended on no path at all — one begun with a handler that only saves state, one begun without a handler. The message says so rather than "ended only by the expiration handler".
import UIKit

final class DraftSaver {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    func save(_ draft: Data) {
        saveTaskID = UIApplication.shared.beginBackgroundTask(withName: "SaveDraft") { // expect: task-never-ended "neither when the work completes nor by the expiration handler", missing-end-in-expiration-handler
            UserDefaults.standard.set(true, forKey: "draft.interrupted")
        }
        DraftStore.shared.write(draft)
    }

    func flush() {
        flushTaskID = UIApplication.shared.beginBackgroundTask(withName: "Flush") // expect: task-never-ended "is never ended; end the task when the work completes", missing-expiration-handler
        DraftStore.shared.flush()
    }
}
