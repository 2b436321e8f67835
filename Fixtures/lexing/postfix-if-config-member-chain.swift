// Scenario: a postfix #if selects .beginBackgroundTask per build configuration inside a member chain; each clause's call is reported.
import UIKit

final class ConfiguredUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        uploadTaskID = UIApplication.shared
#if DEBUG
            .beginBackgroundTask(withName: "Upload-debug") { print("debug upload expired") } // expect: missing-end-in-expiration-handler
#else
            .beginBackgroundTask { print("upload expired") } // expect: missing-end-in-expiration-handler
#endif
        UploadAPI.shared.upload { [weak self] in
            self?.endUploadTask()
        }
    }

    private func endUploadTask() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        uploadTaskID = .invalid
    }
}
