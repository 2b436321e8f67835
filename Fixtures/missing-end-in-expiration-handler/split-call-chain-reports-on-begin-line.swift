// Scenario: the receiver and .beginBackgroundTask are on different lines; the report goes on the .beginBackgroundTask line.
import UIKit

final class NoteIndexer {
    private var indexTaskID: UIBackgroundTaskIdentifier = .invalid
    private var isIndexing = false

    func reindex(_ notes: [String]) {
        isIndexing = true
        indexTaskID = UIApplication.shared
            .beginBackgroundTask(withName: "NoteIndex") { [weak self] in // expect: missing-end-in-expiration-handler
                self?.isIndexing = false
            }
        print("indexing \(notes.count) notes")
        isIndexing = false
        UIApplication.shared.endBackgroundTask(indexTaskID)
        indexTaskID = .invalid
    }
}
