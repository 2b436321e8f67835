// Scenario: with `[weak self]`, the identifier is ended as `self?.taskID ?? .invalid` (the common
// weak-self spelling), in the handler and when the work completes, and never reset: a late
// expiry ends the finished task a second time. The fallback names no task; the end is the
// property's.
import UIKit

final class FeedRefresher {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func refresh() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "refresh") { [weak self] in
            UIApplication.shared.endBackgroundTask(self?.taskID ?? .invalid) // expect: missing-invalid-reset
        }
        FeedStore.reload { [weak self] in
            UIApplication.shared.endBackgroundTask(self?.taskID ?? UIBackgroundTaskIdentifier.invalid) // expect: missing-invalid-reset
        }
    }
}
