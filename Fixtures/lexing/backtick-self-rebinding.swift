// Scenario: guard let `self` = self after [weak self] is the older weak-self unwrap spelling; no diagnostics.
// expect: none
import UIKit

final class OldStyleSaver {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

    func save() {
        saveTaskID = UIApplication.shared.beginBackgroundTask(withName: "OldStyle") { [weak self] in
            guard let `self` = self else { return }
            UIApplication.shared.endBackgroundTask(self.saveTaskID)
            self.saveTaskID = .invalid
        }
        SaveAPI.shared.save { [weak self] in
            guard let `self` = self else { return }
            UIApplication.shared.endBackgroundTask(self.saveTaskID)
            self.saveTaskID = .invalid
        }
    }
}
