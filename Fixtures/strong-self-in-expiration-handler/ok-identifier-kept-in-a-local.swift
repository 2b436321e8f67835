// Scenario: the handler uses self strongly, but the identifier lives in a local, not in the object:
// the guide's other way out ("store the identifier separately"), so no cycle can form through it.
import UIKit

final class CacheFlusher {
    private var pending: [Data] = []

    func flush(app: UIApplication) {
        var flushID = UIBackgroundTaskIdentifier.invalid
        flushID = app.beginBackgroundTask(withName: "CacheFlush") {
            self.pending.removeAll()
            app.endBackgroundTask(flushID)
            flushID = .invalid
        }
        CacheStore.write(pending) {
            app.endBackgroundTask(flushID)
            flushID = .invalid
        }
    }
}
