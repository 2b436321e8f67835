// Scenario: a class passes a method reference as the handler; this rule does not report function references.
// expect: none
import UIKit

final class PodcastCache {
    private var cacheTaskID: UIBackgroundTaskIdentifier = .invalid

    func cacheEpisodes(_ urls: [URL]) {
        cacheTaskID = UIApplication.shared.beginBackgroundTask(withName: "CacheEpisodes", expirationHandler: stopCaching)
        EpisodeStore.shared.cache(urls) { [weak self] in
            self?.stopCaching()
        }
    }

    private func stopCaching() {
        UIApplication.shared.endBackgroundTask(cacheTaskID)
        cacheTaskID = .invalid
    }
}
