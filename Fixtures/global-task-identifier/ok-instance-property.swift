// Scenario: the identifier is an instance property, as the guide asks.
// expect: none
import UIKit

final class BadgeUpdater {
    private var badgeTaskID: UIBackgroundTaskIdentifier = .invalid

    func updateBadge() {
        badgeTaskID = UIApplication.shared.beginBackgroundTask(withName: "Badge") { [weak self] in
            self?.endBadgeTask()
        }
        BadgeAPI.shared.fetchCount { [weak self] in
            self?.endBadgeTask()
        }
    }

    private func endBadgeTask() {
        UIApplication.shared.endBackgroundTask(badgeTaskID)
        badgeTaskID = .invalid
    }
}
