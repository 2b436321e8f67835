// Scenario: the begin assigns to a local taskID, but the handler ends self.taskID, the property another begin owns.
import UIKit

final class ReadingStatsUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func uploadStats(_ stats: Data) {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask(withName: "ReadingStats") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID) // expect: mismatched-task-identifier
            self.taskID = .invalid
        }
        StatsAPI.shared.upload(stats) {
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
    }

    func startSession() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "ReadingSession") { [weak self] in
            self?.cancelPendingUpload()
        }
    }

    func cancelPendingUpload() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
