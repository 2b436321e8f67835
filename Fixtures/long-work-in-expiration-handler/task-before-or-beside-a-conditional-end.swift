// Scenario: the handler starts work before it ends the task, or ends it only on one branch of an
// `if`: the work may still hold the task open past its deadline.
import UIKit

final class SyncEngineWatchdog {
    private var watchTaskID: UIBackgroundTaskIdentifier?
    private var isWatching = false

    func watch() {
        watchTaskID = UIApplication.shared.beginBackgroundTask(withName: "Watch") { [weak self] in
            self?.watchExpired() // expect: long-work-in-expiration-handler
        }
        SyncEngine.run { [weak self] in self?.stopWatching() }
    }

    func flush() {
        watchTaskID = UIApplication.shared.beginBackgroundTask(withName: "Flush") { [weak self] in
            guard let self else { return }
            if self.isWatching {
                self.stopWatching()
            }
            Task { await SyncEngine.pause() } // expect: long-work-in-expiration-handler
        }
        SyncEngine.run { [weak self] in self?.stopWatching() }
    }

    private func stopWatching() {
        if let id = watchTaskID {
            UIApplication.shared.endBackgroundTask(id)
            watchTaskID = nil
        }
    }

    private func watchExpired() {
        Task { await SyncEngine.pause() }
        stopWatching()
    }
}
