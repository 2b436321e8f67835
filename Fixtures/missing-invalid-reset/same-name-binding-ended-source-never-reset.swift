// Scenario: the optional stored identifier is unwrapped into a `let` of the same name
// (`guard let taskID = taskID`, `if let taskID = self.taskID`…) and that copy is ended; the
// property is never set back to nil, so a late completion after the expiration ends the task
// twice. The binding's own `taskID = taskID` resets nothing: it reads like the shorthand.
import UIKit

final class WalletSync {
    private var taskID: UIBackgroundTaskIdentifier?

    func beginSync() {
        endSync()
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSync()
        }
    }

    private func endSync() {
        guard let taskID = taskID else { return }
        UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
    }
}

final class LedgerSync {
    private var taskID: UIBackgroundTaskIdentifier?

    func beginSync() {
        endSync()
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSync()
        }
    }

    private func endSync() {
        guard let taskID = self.taskID else { return }
        UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
    }
}

final class VaultSync {
    private var taskID: UIBackgroundTaskIdentifier?

    func beginSync() {
        endSync()
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSync()
        }
    }

    private func endSync() {
        if let taskID = taskID {
            UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
        }
    }
}

final class KeychainSync {
    private var taskID: UIBackgroundTaskIdentifier?

    func beginSync() {
        endSync()
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSync()
        }
    }

    private func endSync() {
        if let taskID = self.taskID {
            UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
        }
    }
}
