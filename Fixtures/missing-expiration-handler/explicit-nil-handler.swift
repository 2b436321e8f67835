// Scenario: expirationHandler: nil means the system has nothing to call when time runs out.
import UIKit

final class AnalyticsFlusher {
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    func flush(_ events: [Data]) {
        flushTaskID = UIApplication.shared.beginBackgroundTask(expirationHandler: nil) // expect: missing-expiration-handler
        AnalyticsAPI.shared.send(events) { [weak self] in
            self?.endFlushTask()
        }
    }

    private func endFlushTask() {
        UIApplication.shared.endBackgroundTask(flushTaskID)
        flushTaskID = .invalid
    }
}
