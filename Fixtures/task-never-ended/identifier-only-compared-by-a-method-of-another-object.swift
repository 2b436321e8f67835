// Scenario: the identifier is handed to a method of another object that only compares and logs it, never keeps it; nothing on the normal path ends the task.
import UIKit

final class TaskAudit {
    private var began = 0

    func note(_ identifier: UIBackgroundTaskIdentifier) {
        guard identifier != .invalid else { return }
        began += 1
        print(identifier)
    }
}

final class DraftAutosaver {
    private let audit = TaskAudit()

    func saveDrafts() {
        let saveTask = UIApplication.shared.beginBackgroundTask(withName: "SaveDrafts") { // expect: task-never-ended
            UIApplication.shared.endBackgroundTask(saveTask)
        }
        audit.note(saveTask)
        DraftStore.flush()
    }
}
