// Scenario: each branch of an if expression (SE-0380) assigned to the identifier is the assigned value, not a discarded call.
// expect: none
import UIKit

final class PhotoBackupRunner {
    private var backupTaskID: UIBackgroundTaskIdentifier = .invalid

    func backUp(onWiFi: Bool, charging: Bool) {
        backupTaskID = if onWiFi {
            UIApplication.shared.beginBackgroundTask(withName: "WiFi") { [weak self] in self?.endBackup() }
        } else if charging {
            UIApplication.shared.beginBackgroundTask(withName: "Charging") { [weak self] in self?.endBackup() }
        } else {
            UIApplication.shared.beginBackgroundTask(withName: "Cellular") { [weak self] in self?.endBackup() }
        }
        PhotoBackupAPI.shared.upload { [weak self] in self?.endBackup() }
    }

    private func endBackup() {
        UIApplication.shared.endBackgroundTask(backupTaskID)
        backupTaskID = .invalid
    }
}
