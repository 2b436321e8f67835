// Scenario: the handler is in a struct nested inside a class; the innermost type is a value type, so self is fine.
// expect: none
import UIKit

final class ReadingListController {
    struct OfflineSaver {
        let articleID: String

        func save(_ html: String) {
            var saveTaskID = UIBackgroundTaskIdentifier.invalid
            saveTaskID = UIApplication.shared.beginBackgroundTask(withName: "OfflineArticle") {
                UserDefaults.standard.set(self.articleID, forKey: "offline.pendingArticle")
                UIApplication.shared.endBackgroundTask(saveTaskID)
                saveTaskID = .invalid
            }
            ArticleStore.save(html, id: articleID)
            UIApplication.shared.endBackgroundTask(saveTaskID)
            saveTaskID = .invalid
        }
    }

    let saver = OfflineSaver(articleID: "welcome")
}
