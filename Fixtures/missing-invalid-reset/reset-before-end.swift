// Scenario: the property is reset before it is ended, so .invalid is ended and nothing resets it afterwards.
import UIKit

final class FeedRefresher {
    private var refreshTaskID: UIBackgroundTaskIdentifier = .invalid

    func refresh() {
        refreshTaskID = UIApplication.shared.beginBackgroundTask(withName: "FeedRefresh") { [weak self] in
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
