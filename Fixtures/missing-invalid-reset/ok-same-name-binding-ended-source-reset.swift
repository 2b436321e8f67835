// Scenario: the optional stored identifier is unwrapped into a `let` of the same name and that
// copy is ended, then the property itself is set to nil: nothing is left to end twice.
// expect: none
import UIKit

final class BudgetSync {
    private var taskID: UIBackgroundTaskIdentifier?

    func beginSync() {
        endSync()
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSync()
        }
    }

    private func endSync() {
        guard let taskID = taskID else { return }
        UIApplication.shared.endBackgroundTask(taskID)
        self.taskID = nil
    }
}

final class PocketSync {
    private var taskID: UIBackgroundTaskIdentifier?

    func beginSync() {
        endSync()
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSync()
        }
    }

    private func endSync() {
        if let taskID = self.taskID {
            UIApplication.shared.endBackgroundTask(taskID)
            self.taskID = nil
        }
    }
}
