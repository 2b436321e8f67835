// Scenario: the weak-self spelling of an end, `self?.taskID ?? .invalid`, followed by the reset
// `self?.taskID = .invalid`, in the handler and on completion; and a copy taken the same way
// (`let id = self?.taskID ?? .invalid`), with the property reset before the copy is ended.
import UIKit

final class FeedRefresher {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func refresh() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "refresh") { [weak self] in
            UIApplication.shared.endBackgroundTask(self?.taskID ?? .invalid)
            self?.taskID = .invalid
        }
        FeedStore.reload { [weak self] in
            let id = self?.taskID ?? .invalid
            self?.taskID = .invalid
            UIApplication.shared.endBackgroundTask(id)
        }
    }
}
