// Scenario: the handler ends synchronously; the async hop to the main queue is on the normal path only.
// expect: none
import UIKit

final class ChecklistSync {
    private var checklistTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync(_ items: [String]) {
        checklistTaskID = UIApplication.shared.beginBackgroundTask(withName: "Checklist") { [weak self] in
            self?.endChecklistTask()
        }
        ChecklistAPI.shared.push(items) { [weak self] in
            DispatchQueue.main.async {
                self?.endChecklistTask()
            }
        }
    }

    private func endChecklistTask() {
        UIApplication.shared.endBackgroundTask(checklistTaskID)
        checklistTaskID = .invalid
    }
}
