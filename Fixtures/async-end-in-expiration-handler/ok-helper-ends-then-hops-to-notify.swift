// Scenario: the helper ends the task synchronously and only hops to tell the UI: the hop holds
// no end, so the handler ends the task before it returns.
import UIKit

final class BackupRunner {
    private var backupTaskID: UIBackgroundTaskIdentifier = .invalid

    func run() {
        backupTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endBackup(expired: true)
        }
        BackupEngine.start { [weak self] in self?.endBackup(expired: false) }
    }

    private func endBackup(expired: Bool) {
        UIApplication.shared.endBackgroundTask(backupTaskID)
        backupTaskID = .invalid
        DispatchQueue.main.async {
            NotificationCenter.default.post(name: .backupEnded, object: expired)
        }
    }
}
