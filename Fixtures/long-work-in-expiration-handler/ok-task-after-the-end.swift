// Scenario: the handler's helper ends the task first, as a statement of its own body, and only
// then starts a best-effort `Task`: the task is no longer held open, so there is no deadline left
// to miss.
// expect: none
import UIKit

final class SyncEngineKeeper {
    private var keepTaskID: UIBackgroundTaskIdentifier?
    private var pauseWhenReleased = false

    func keepAwake() {
        keepTaskID = UIApplication.shared.beginBackgroundTask(withName: "KeepSyncing") { [weak self] in
            self?.keepingExpired()
        }
        SyncEngine.run { [weak self] in self?.releaseTask() }
    }

    private func releaseTask() {
        if let id = keepTaskID {
            UIApplication.shared.endBackgroundTask(id)
            keepTaskID = nil
        }
    }

    private func keepingExpired() {
        let pause = pauseWhenReleased
        releaseTask()
        if pause {
            Task { await SyncEngine.pause() }
        }
    }
}
