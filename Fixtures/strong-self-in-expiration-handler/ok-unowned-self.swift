// Scenario: the handler captures [unowned self], which does not form a retain cycle.
// expect: none
import UIKit

final class AppLockController {
    private var lockTaskID: UIBackgroundTaskIdentifier = .invalid

    func lockAfterBackgrounding() {
        lockTaskID = UIApplication.shared.beginBackgroundTask(withName: "AppLock") { [unowned self] in
            self.endLockTask()
        }
        KeychainVault.shared.seal { [weak self] in
            self?.endLockTask()
        }
    }

    private func endLockTask() {
        UIApplication.shared.endBackgroundTask(lockTaskID)
        lockTaskID = .invalid
    }
}
