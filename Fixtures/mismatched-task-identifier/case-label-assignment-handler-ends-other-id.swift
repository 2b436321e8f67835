// Scenario: `case …: stickerUploadID = begin…` on the label's line; its handler ends stickerDownloadID, another task.
import UIKit

final class StickerPackSync {
    private var stickerUploadID: UIBackgroundTaskIdentifier = .invalid
    private var stickerDownloadID: UIBackgroundTaskIdentifier = .invalid

    func run(upload: Bool) {
        switch upload {
        case true: stickerUploadID = UIApplication.shared.beginBackgroundTask(withName: "StickerUp") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.stickerDownloadID) // expect: mismatched-task-identifier
            self.stickerDownloadID = .invalid
        }
        case false: stickerDownloadID = UIApplication.shared.beginBackgroundTask(withName: "StickerDown") { [weak self] in
            self?.endDownload()
        }
        }
        StickerPackAPI.shared.sync { [weak self] in
            self?.endUpload()
            self?.endDownload()
        }
    }

    private func endUpload() {
        UIApplication.shared.endBackgroundTask(stickerUploadID)
        stickerUploadID = .invalid
    }

    private func endDownload() {
        UIApplication.shared.endBackgroundTask(stickerDownloadID)
        stickerDownloadID = .invalid
    }
}
