// Scenario: the handler calls a helper that ends the task only inside DispatchQueue.main.async,
// so the end still runs after the handler has returned.
import UIKit

final class ThumbnailUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ thumbnails: [Data]) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            self?.finishUpload()
        }
        ThumbnailAPI.send(thumbnails) { [weak self] in self?.finishUpload() }
    }

    private func finishUpload() {
        DispatchQueue.main.async {
            UIApplication.shared.endBackgroundTask(self.uploadTaskID)
            self.uploadTaskID = .invalid
        }
    }
}
