// Scenario: the property is reset before it is ended, so .invalid is ended and nothing resets it
// afterwards. The expiration handler's helper so ends no task either.
import UIKit

final class FeedRefresher {
    private var refreshTaskID: UIBackgroundTaskIdentifier = .invalid

    func refresh() {
        refreshTaskID = UIApplication.shared.beginBackgroundTask(withName: "FeedRefresh") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.stopRefreshTask()
        }
        FeedAPI.shared.fetchLatest { [weak self] _ in
            self?.stopRefreshTask()
        }
    }

    private func stopRefreshTask() {
        refreshTaskID = .invalid
        UIApplication.shared.endBackgroundTask(refreshTaskID) // expect: missing-invalid-reset
    }
}
