// Scenario: after ending uploadTaskID the code resets downloadTaskID by mistake.
import UIKit

final class TransferManager {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
    private var downloadTaskID: UIBackgroundTaskIdentifier = .invalid

    func startUpload(_ payload: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Upload") { [weak self] in
            self?.endUpload()
        }
        TransferAPI.shared.upload(payload) { [weak self] in self?.endUpload() }
    }

    func startDownload(_ url: URL) {
        downloadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Download") { [weak self] in
            self?.endDownload()
        }
        TransferAPI.shared.download(url) { [weak self] in self?.endDownload() }
    }

    private func endUpload() {
        UIApplication.shared.endBackgroundTask(uploadTaskID) // expect: missing-invalid-reset
        downloadTaskID = .invalid
    }

    private func endDownload() {
        UIApplication.shared.endBackgroundTask(downloadTaskID)
        downloadTaskID = .invalid
    }
}
