// Scenario: the task is begun inside a lock closure that captures [weak self]; the handler, written in it without a capture list of its own, uses `self?`, which is that closure's weak reference, not a strong capture.
// expect: none
import UIKit

final class ChatTaskKeeper {
    private var keptTaskID: UIBackgroundTaskIdentifier = .invalid
    private let lock = DispatchQueue(label: "chat.task-keeper")

    func keepAlive() {
        lock.sync { [weak self] in
            self?.keptTaskID = UIApplication.shared.beginBackgroundTask(withName: "ChatKeepAlive") {
                // The keeper may be gone by now: then there is nothing left to end.
                self?.releaseTask()
            }
        }
        ChatSocket.shared.flush { [weak self] in
            self?.releaseTask()
        }
    }

    private func releaseTask() {
        UIApplication.shared.endBackgroundTask(keptTaskID)
        keptTaskID = .invalid
    }
}
