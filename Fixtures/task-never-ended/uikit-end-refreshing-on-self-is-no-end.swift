// Scenario: a refresh control ends its spinner (`self?.endRefreshing()`, UIKit's) when the sync completes, but never the task.
import UIKit

final class FeedRefreshControl: UIRefreshControl {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    func syncFeed() {
        beginRefreshing()
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "FeedSync") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.syncTaskID)
            self.syncTaskID = .invalid
        }
        FeedSyncService.shared.sync { [weak self] in
            self?.endRefreshing()
        }
    }
}
