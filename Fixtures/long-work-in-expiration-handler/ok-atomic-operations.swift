// Scenario: the handler only does atomic work: one UserDefaults key, a state flag, cancelling the request and the queue, then ends.
// expect: none
import UIKit

final class PhotoBackup {
    private var backupTaskID: UIBackgroundTaskIdentifier = .invalid
    private var currentUpload: URLSessionTask?
    private let uploadQueue = OperationQueue()
    private var wasInterrupted = false
    private var uploadedCount = 0

    func backUp(_ photos: [Data]) {
        backupTaskID = UIApplication.shared.beginBackgroundTask(withName: "PhotoBackup") { [weak self] in
            guard let self else { return }
            UserDefaults.standard.set(self.uploadedCount, forKey: "backup.uploadedCount")
            self.wasInterrupted = true
            self.currentUpload?.cancel()
            self.uploadQueue.cancelAllOperations()
            UIApplication.shared.endBackgroundTask(self.backupTaskID)
            self.backupTaskID = .invalid
        }
        BackupAPI.shared.upload(photos, on: uploadQueue) { [weak self] count in
            self?.uploadedCount = count
            self?.endBackupTask()
        }
    }

    private func endBackupTask() {
        UIApplication.shared.endBackgroundTask(backupTaskID)
        backupTaskID = .invalid
    }
}
