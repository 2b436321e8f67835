// Scenario: the type keeps a shared instance but its initializer is public, so other modules can
// make more instances, which leak through the handler's strong `self`.
import UIKit

public final class ThumbnailFlusher {
    static let shared = ThumbnailFlusher()
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    public init() {}

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
