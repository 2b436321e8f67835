// Scenario: the handler calls a helper named like the API, `endBackgroundTask()`, which hands
// UIKit `.invalid`. A helper so named counts as an end by its name; followed, it ends nothing,
// and no asynchronous hop is involved, so saying "ends only inside a hop" would be wrong. The
// task is never ended (a real bug, left to silence: see missing-end-in-expiration-handler).
import UIKit

final class NoiseMonitor {
    func startMonitoring() {
        let taskIdentifier = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endBackgroundTask()
        }
        if taskIdentifier == .invalid {
            endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(.invalid)
    }
}
