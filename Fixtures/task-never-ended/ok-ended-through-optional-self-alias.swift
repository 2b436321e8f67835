// Scenario: the completion path ends the stored identifier through an alias read with optional chaining on a weak `self` (`if let id = self?.restoreTaskID`), as the handler does; the task is ended on the normal path too.
// expect: none
import UIKit

final class BackupRestorer {
    private var restoreTaskID: UIBackgroundTaskIdentifier?

    func restore() {
        restoreTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            if let id = self?.restoreTaskID {
                UIApplication.shared.endBackgroundTask(id)
                self?.restoreTaskID = nil
            }
        }
        BackupArchive.unpack { [weak self] in
            if let id = self?.restoreTaskID {
                UIApplication.shared.endBackgroundTask(id)
                self?.restoreTaskID = nil
            }
        }
    }
}
