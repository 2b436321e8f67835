// Scenario: the reset spells the value out as UIBackgroundTaskIdentifier.invalid.
// expect: none
import UIKit

final class BookmarkSync {
    private var bookmarkTaskID = UIBackgroundTaskIdentifier.invalid

    func sync(_ bookmarks: [URL]) {
        bookmarkTaskID = UIApplication.shared.beginBackgroundTask(withName: "Bookmarks") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.bookmarkTaskID)
            self.bookmarkTaskID = UIBackgroundTaskIdentifier.invalid
        }
        BookmarkAPI.shared.push(bookmarks) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.bookmarkTaskID)
            self.bookmarkTaskID = UIBackgroundTaskIdentifier.invalid
        }
    }
}
