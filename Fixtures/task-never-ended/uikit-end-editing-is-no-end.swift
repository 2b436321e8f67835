// Scenario: the only end-named call outside the handler is UIKit's own `endEditing(true)`, which never ends a background task.
import UIKit

final class NoteEditorView: UIView {
    var taskID: UIBackgroundTaskIdentifier = .invalid

    func save() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
    }

    @objc func backgroundTapped() {
        endEditing(true)
    }
}
