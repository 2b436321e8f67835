// Scenario: an extension begins the task when a notification comes; its internal helper, the only end, is called by the handler alone, here and in every other file of the module.
import UIKit

final class MeasureRecordingViewController: UIViewController {
    var recordingTask: UIBackgroundTaskIdentifier = .invalid
}

extension MeasureRecordingViewController {
    func registerRecordingTask() {
        recordingTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            self?.endRecordingTask()
        }
    }

    func endRecordingTask() {
        print("Background task ended.")
        UIApplication.shared.endBackgroundTask(recordingTask)
        recordingTask = .invalid
    }

    @objc func recordingDidStart(notification: Notification) {
        registerRecordingTask()
    }
}
