// Scenario: the handler ends the task inside `DispatchQueue.main.sync`; the handler already runs on the main thread, so the `sync` deadlocks before the end is reached.
import UIKit

final class ScoreUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Scores") { [weak self] in
            DispatchQueue.main.sync { // expect: long-work-in-expiration-handler
                self?.endUpload()
            }
        }
        ScoreAPI.send { [weak self] in self?.endUpload() }
    }

    private func endUpload() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        uploadTaskID = .invalid
    }
}
