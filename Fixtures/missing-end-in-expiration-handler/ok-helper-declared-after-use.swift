// Scenario: the handler ends the task through a private helper declared further down the class.
// expect: none
import UIKit

final class SettingsSync {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    func pushSettings(_ settings: [String: Any]) {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "SettingsSync") { [weak self] in
            self?.endSyncTask()
        }
        SettingsAPI.shared.push(settings) { [weak self] _ in
            self?.endSyncTask()
        }
    }

    private func endSyncTask() {
        guard syncTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
