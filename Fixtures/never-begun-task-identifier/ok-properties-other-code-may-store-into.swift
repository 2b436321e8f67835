// Scenario: properties this file never stores a task in, but other code may: one that is not
// private (a subclass or another file stores into it), one exposed to the Objective-C runtime,
// one whose initial value is not the invalid identifier. And an end in an expiration handler,
// which `mismatched-task-identifier` judges.
import UIKit

class SyncEngine {
    var taskID: UIBackgroundTaskIdentifier = .invalid
    @objc private dynamic var objcTask = UIBackgroundTaskIdentifier.invalid
    private var restoredTask = SavedState.restoredTaskIdentifier

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
        UIApplication.shared.endBackgroundTask(objcTask)
        objcTask = .invalid
        UIApplication.shared.endBackgroundTask(restoredTask)
        restoredTask = .invalid
    }
}

final class Refresher {
    private var refreshTask: UIBackgroundTaskIdentifier = .invalid
    private var spareTask: UIBackgroundTaskIdentifier = .invalid

    func refresh() {
        refreshTask = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.spareTask) // expect: mismatched-task-identifier
            self.spareTask = .invalid
        }
        Feed.shared.reload { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.refreshTask)
            self.refreshTask = .invalid
        }
    }
}
