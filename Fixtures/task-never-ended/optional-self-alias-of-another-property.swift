// Scenario: the completion path reads another property through optional chaining (`self?.lastArtTaskID`) and ends that; the task begun here is ended only by its handler.
import UIKit

final class PodcastArtPrefetcher {
    private var artTaskID: UIBackgroundTaskIdentifier?
    private var lastArtTaskID: UIBackgroundTaskIdentifier?

    func prefetch() {
        artTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            if let id = self?.artTaskID {
                UIApplication.shared.endBackgroundTask(id)
                self?.artTaskID = nil
            }
        }
        ArtCache.warm { [weak self] in
            if let id = self?.lastArtTaskID {
                UIApplication.shared.endBackgroundTask(id)
                self?.lastArtTaskID = nil
            }
        }
    }
}
