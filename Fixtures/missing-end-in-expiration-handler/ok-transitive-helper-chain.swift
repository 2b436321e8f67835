// Scenario: the handler calls stop(), which calls endBackgroundTaskIfNeeded(), which ends and resets the task.
// expect: none
import UIKit

final class LocationTrailRecorder {
    private var recordTaskID: UIBackgroundTaskIdentifier = .invalid
    private var isRecording = false

    func startRecording() {
        isRecording = true
        recordTaskID = UIApplication.shared.beginBackgroundTask(withName: "Trail") { [weak self] in
            self?.stop()
        }
    }

    func stop() {
        isRecording = false
        endBackgroundTaskIfNeeded()
    }

    private func endBackgroundTaskIfNeeded() {
        guard recordTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(recordTaskID)
        recordTaskID = .invalid
    }
}
