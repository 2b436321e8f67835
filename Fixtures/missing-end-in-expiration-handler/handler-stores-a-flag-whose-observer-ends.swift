// Scenario: the handler stores `false` into a state flag whose `didSet` calls the helper that ends
// the task: the store runs the observer in place, so the handler does end its task. A flag whose
// observer only logs ends nothing, and that handler is still reported.
import UIKit

final class SyncController {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var isSyncing = false {
        didSet {
            if !isSyncing { endTask() }
        }
    }

    func sync() {
        isSyncing = true
        taskID = UIApplication.shared.beginBackgroundTask(withName: "sync") { [weak self] in
            self?.isSyncing = false
        }
        SyncAPI.run { [weak self] in
            self?.isSyncing = false
        }
    }

    private func endTask() {
        guard taskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class LoggedSyncController {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var isSyncing = false {
        didSet {
            print("syncing: \(isSyncing)")
        }
    }

    func sync() {
        isSyncing = true
        taskID = UIApplication.shared.beginBackgroundTask(withName: "sync") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.isSyncing = false
        }
        SyncAPI.run { [weak self] in
            self?.isSyncing = false
            self?.endTask()
        }
    }

    private func endTask() {
        guard taskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
