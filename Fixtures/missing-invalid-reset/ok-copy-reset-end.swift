// Scenario: the helper copies the identifier into a let, resets the property, then ends the copy.
// expect: none
import UIKit

final class RecordingUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ recording: URL) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Recording") { [weak self] in
            self?.endUploadTask()
        }
        RecordingAPI.shared.upload(recording) { [weak self] _ in
            self?.endUploadTask()
        }
    }

    private func endUploadTask() {
        let finishedID = uploadTaskID
        uploadTaskID = .invalid
        guard finishedID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(finishedID)
    }
}
