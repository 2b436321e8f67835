// Scenario: the identifier is handed to a method of a superclass the analyzer cannot see; that code may end it, so nothing is reported.
// expect: none
import UIKit

final class AttachmentPrefetcher: BackgroundWorker {
    func prefetch(_ urls: [URL]) {
        let id = UIApplication.shared.beginBackgroundTask(withName: "AttachmentPrefetch") { [weak self] in
            self?.expireAllWork()
        }
        track(id)
        urls.forEach { print("prefetching \($0)") }
    }
}
