// Scenario: inside a loop, the end at the top of each round ends the task the previous round
// began: code before the begin call runs again after it, so it counts (benefit of the doubt).
import UIKit

final class LoopRelay {
    private var loopTaskID: UIBackgroundTaskIdentifier = .invalid

    func relayEach(_ batches: [Batch]) {
        for batch in batches {
            UIApplication.shared.endBackgroundTask(loopTaskID)
            loopTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.loopTaskID)
                self.loopTaskID = .invalid
            }
            batch.send()
        }
    }
}
