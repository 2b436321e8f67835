// Scenario: the handler's internal helper is also called from another file of the module when the upload completes: nothing is reported.
// expect: none
import UIKit

final class VoiceMemoRecorder {
    var memoTaskID: UIBackgroundTaskIdentifier = .invalid

    func recordInBackground() {
        memoTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endMemoTask()
        }
    }

    func endMemoTask() {
        UIApplication.shared.endBackgroundTask(memoTaskID)
        memoTaskID = .invalid
    }
}
