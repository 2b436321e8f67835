// Scenario: `case …: id = begin…` on the label's line stores the identifier as the same assignment on its own line would; only the handler ends it.
import UIKit

final class PodcastPrefetcher {
    enum PrefetchScope { case latest, all }

    private var prefetchTaskID: UIBackgroundTaskIdentifier = .invalid

    func prefetch(_ scope: PrefetchScope) {
        switch scope {
        case .latest: prefetchTaskID = UIApplication.shared.beginBackgroundTask(withName: "Latest") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.prefetchTaskID)
            self.prefetchTaskID = .invalid
        }
        case .all: break
        }
        PodcastPrefetchAPI.shared.prefetch()
    }
}
