// Scenario: the normal-path end was commented out as a TODO, so the task is only ended when it expires.
import UIKit

final class PodcastSubscriptionSync {
    private var subscriptionTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync(_ feeds: [URL]) {
        subscriptionTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.subscriptionTaskID)
            self.subscriptionTaskID = .invalid
        }
        SubscriptionAPI.shared.sync(feeds) {
            // TODO: UIApplication.shared.endBackgroundTask(self.subscriptionTaskID)
            print("endBackgroundTask(subscriptionTaskID) still missing")
        }
    }
}
