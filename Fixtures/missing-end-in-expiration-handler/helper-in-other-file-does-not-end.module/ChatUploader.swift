// Scenario: the handler calls a helper declared in another file's extension; that helper never ends the task.
import UIKit

final class ChatUploader {
    var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
    var pendingMessageIDs: [String] = []

    func uploadPending() {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "ChatUpload") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.rememberPendingMessages()
        }
        ChatAPI.shared.upload(pendingMessageIDs) { [weak self] in
            self?.finishUpload()
        }
    }

    func finishUpload() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        uploadTaskID = .invalid
    }
}
