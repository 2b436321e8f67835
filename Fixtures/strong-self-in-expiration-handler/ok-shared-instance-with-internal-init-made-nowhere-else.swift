// Scenario: a shared instance whose initializer is internal (it sets state up), and nothing else
// in the module makes one: the shared instance is the only one, alive as long as the process.
// expect: none
import UIKit

final class ScreenLockKeeper {
    static let shared = ScreenLockKeeper()
    private var lockTaskID: UIBackgroundTaskIdentifier = .invalid
    private var lockedAt: Date?

    init() {
        lockedAt = nil
    }

    func lockSoon() {
        lockTaskID = UIApplication.shared.beginBackgroundTask {
            self.endLockTask()
        }
        LockTimer.schedule { self.endLockTask() }
    }

    private func endLockTask() {
        UIApplication.shared.endBackgroundTask(lockTaskID)
        lockTaskID = .invalid
    }
}
