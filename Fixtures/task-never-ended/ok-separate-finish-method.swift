// Scenario: a public finish method (called by other code, not in this file) ends the task, as in the guide's first example.
// expect: none
import UIKit

final class MeetingRecorder {
    private var recordingTaskID: UIBackgroundTaskIdentifier = .invalid

    func startRecording() {
        recordingTaskID = UIApplication.shared.beginBackgroundTask(withName: "Meeting") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.recordingTaskID)
            self.recordingTaskID = .invalid
        }
    }

    func finishRecording() {
        UIApplication.shared.endBackgroundTask(recordingTaskID)
        recordingTaskID = .invalid
    }
}
