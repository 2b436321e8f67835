// Scenario: the handler is passed as self.pauseIndexing, a method that only flips a flag.
import UIKit

final class SearchIndexer {
    private var indexTaskID: UIBackgroundTaskIdentifier = .invalid
    private var isPaused = false

    func rebuildIndex(documents: [String]) {
        indexTaskID = UIApplication.shared.beginBackgroundTask( // expect: missing-end-in-expiration-handler
            withName: "RebuildIndex",
            expirationHandler: self.pauseIndexing
        )
        for document in documents where !isPaused {
            print("indexing \(document)")
        }
        UIApplication.shared.endBackgroundTask(indexTaskID)
        indexTaskID = .invalid
    }

    private func pauseIndexing() {
        isPaused = true
    }
}
