// Scenario: the file has global constants and a global counter, but the identifier itself is a property.
// expect: none
import UIKit

let uploadTaskName = "AttachmentUpload"
var attachmentUploadAttempts = 0

final class AttachmentUploader {
    private var attachmentTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ attachment: Data) {
        attachmentUploadAttempts += 1
        attachmentTaskID = UIApplication.shared.beginBackgroundTask(withName: uploadTaskName) { [weak self] in
            self?.endAttachmentTask()
        }
        AttachmentAPI.shared.upload(attachment) { [weak self] in
            self?.endAttachmentTask()
        }
    }

    private func endAttachmentTask() {
        UIApplication.shared.endBackgroundTask(attachmentTaskID)
        attachmentTaskID = .invalid
    }
}
