// Scenario: an expirationHandler: closure argument records the interruption in UserDefaults but never ends the task.
import UIKit

final class BackupCoordinator {
    private var backupTaskID: UIBackgroundTaskIdentifier = .invalid

    func startBackup(of files: [URL]) {
        backupTaskID = UIApplication.shared.beginBackgroundTask(withName: "Backup", expirationHandler: { // expect: missing-end-in-expiration-handler
            UserDefaults.standard.set(true, forKey: "backup.wasInterrupted")
        })
        BackupClient.shared.upload(files) { [weak self] _ in
            self?.finishBackup()
        }
    }

    private func finishBackup() {
        UIApplication.shared.endBackgroundTask(backupTaskID)
        backupTaskID = .invalid
    }
}
