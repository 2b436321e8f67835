// Scenario: the upload's handler ends downloadTaskID, a different task, so the upload task is left running.
import UIKit

final class SyncTransfers {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
    private var downloadTaskID: UIBackgroundTaskIdentifier = .invalid

    func startUpload(_ data: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Upload") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.downloadTaskID) // expect: mismatched-task-identifier
            self.downloadTaskID = .invalid
        }
        TransferAPI.shared.upload(data) { [weak self] in self?.endUpload() }
    }

    func startDownload(_ url: URL) {
        downloadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Download") { [weak self] in
            self?.endDownload()
        }
        TransferAPI.shared.download(url) { [weak self] in self?.endDownload() }
    }

    private func endUpload() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        uploadTaskID = .invalid
    }

    private func endDownload() {
        UIApplication.shared.endBackgroundTask(downloadTaskID)
        downloadTaskID = .invalid
    }
}
