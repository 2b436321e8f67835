// Scenario: the only end outside the handler comes before the begin call, in the same run of
// the function: it ends the previous task, never the one begun below (reown's shape).
import UIKit

final class SessionRelay {
    private var relayTaskID: UIBackgroundTaskIdentifier = .invalid

    func relayPendingMessages() {
        if relayTaskID != .invalid {
            UIApplication.shared.endBackgroundTask(relayTaskID)
            relayTaskID = .invalid
        }
        relayTaskID = UIApplication.shared.beginBackgroundTask(withName: "Relay") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.relayTaskID)
            self.relayTaskID = .invalid
        }
        MessageQueue.shared.flush()
    }
}
