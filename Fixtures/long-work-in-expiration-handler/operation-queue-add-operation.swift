// Scenario: the handler enqueues a new operation on an OperationQueue instead of cancelling.
import UIKit

final class FeedPrefetcher {
    private let queue = OperationQueue()
    private var prefetchTaskID: UIBackgroundTaskIdentifier = .invalid

    func prefetch(_ feeds: [URL]) {
        let queue = self.queue
        prefetchTaskID = UIApplication.shared.beginBackgroundTask(withName: "PrefetchFeeds") { [weak self] in
            queue.addOperation { FeedCache.shared.compact() } // expect: long-work-in-expiration-handler
            self?.endPrefetchTask()
        }
        let fetch = BlockOperation { feeds.forEach { FeedCache.shared.fetch($0) } }
        fetch.completionBlock = { [weak self] in
            DispatchQueue.main.async { self?.endPrefetchTask() }
        }
        queue.addOperation(fetch)
    }

    private func endPrefetchTask() {
        UIApplication.shared.endBackgroundTask(prefetchTaskID)
        prefetchTaskID = .invalid
    }
}
