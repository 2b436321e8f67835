// Scenario: the handler invalidates a timer and cancels a Combine subscription, both atomic.
// expect: none
import UIKit
import Combine

final class LiveScoreWatcher {
    private var watchTaskID: UIBackgroundTaskIdentifier = .invalid
    private var pollTimer: Timer?
    private var subscription: AnyCancellable?

    func watchInBackground() {
        watchTaskID = UIApplication.shared.beginBackgroundTask(withName: "LiveScore") { [weak self] in
            guard let self else { return }
            self.pollTimer?.invalidate()
            self.subscription?.cancel()
            UIApplication.shared.endBackgroundTask(self.watchTaskID)
            self.watchTaskID = .invalid
        }
        subscription = ScoreFeed.shared.latest.sink { [weak self] _ in
            self?.stopWatching()
        }
    }

    func stopWatching() {
        guard watchTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(watchTaskID)
        watchTaskID = .invalid
    }
}
