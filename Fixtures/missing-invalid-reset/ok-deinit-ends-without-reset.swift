// Scenario: deinit ends a still-running task; the object is going away, so no reset is needed there.
// expect: none
import UIKit

final class ScreenRecorder {
    private var recordTaskID: UIBackgroundTaskIdentifier = .invalid

    func startRecording() {
        recordTaskID = UIApplication.shared.beginBackgroundTask(withName: "ScreenRecord") { [weak self] in
            self?.stopRecording()
        }
    }

    func stopRecording() {
        guard recordTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(recordTaskID)
        recordTaskID = .invalid
    }

    deinit {
        if recordTaskID != .invalid {
            UIApplication.shared.endBackgroundTask(recordTaskID)
        }
    }
}
