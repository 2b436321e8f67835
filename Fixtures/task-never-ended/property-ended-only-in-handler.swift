// Scenario: the stored identifier is ended only inside the expiration handler; the upload's completion never ends it.
import UIKit

final class VoiceMailUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
    private var isUploaded = false

    func upload(_ message: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "VoiceMail") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.uploadTaskID)
            self.uploadTaskID = .invalid
        }
        VoiceMailAPI.shared.upload(message) { [weak self] in
            self?.isUploaded = true
        }
    }
}
