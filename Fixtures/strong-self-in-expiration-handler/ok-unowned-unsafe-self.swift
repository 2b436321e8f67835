// Scenario: [unowned(unsafe) self] is still a non-owning capture, so no cycle is reported.
// expect: none
import UIKit

final class FrameRecorder {
    private var frameTaskID: UIBackgroundTaskIdentifier = .invalid

    func flushFrames() {
        frameTaskID = UIApplication.shared.beginBackgroundTask(withName: "Frames") { [unowned(unsafe) self] in
            UIApplication.shared.endBackgroundTask(self.frameTaskID)
            self.frameTaskID = .invalid
        }
        FrameStore.shared.flush { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.frameTaskID)
            self.frameTaskID = .invalid
        }
    }
}
