// Scenario: the type keeps a shared instance but its initializer is not private, so other instances can be made and leak through the handler's strong `self`.
import UIKit

final class ThumbnailFlusher {
    static let shared = ThumbnailFlusher()
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    init() {}

    func flush() {
        flushTaskID = UIApplication.shared.beginBackgroundTask(withName: "FlushThumbnails") {
            self.endFlushTask() // expect: strong-self-in-expiration-handler
        }
        ThumbnailCache.shared.flush { [weak self] in
            self?.endFlushTask()
        }
    }

    private func endFlushTask() {
        UIApplication.shared.endBackgroundTask(flushTaskID)
        flushTaskID = .invalid
    }
}
