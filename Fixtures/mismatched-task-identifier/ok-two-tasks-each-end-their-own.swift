// Scenario: two tasks side by side; each handler ends exactly its own identifier.
// expect: none
import UIKit

final class PhotoEditorSaver {
    private var originalTaskID: UIBackgroundTaskIdentifier = .invalid
    private var editedTaskID: UIBackgroundTaskIdentifier = .invalid

    func save(original: Data, edited: Data) {
        originalTaskID = UIApplication.shared.beginBackgroundTask(withName: "Original") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.originalTaskID)
            self.originalTaskID = .invalid
        }
        editedTaskID = UIApplication.shared.beginBackgroundTask(withName: "Edited") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.editedTaskID)
            self.editedTaskID = .invalid
        }
        PhotoStore.shared.save(original: original, edited: edited) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.originalTaskID)
            self.originalTaskID = .invalid
            UIApplication.shared.endBackgroundTask(self.editedTaskID)
            self.editedTaskID = .invalid
        }
    }
}
