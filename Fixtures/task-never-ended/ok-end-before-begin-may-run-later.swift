// Scenario: code written before the begin call that runs after it — a closure handed on as
// the completion, a `defer` — ends the task begun below.
import UIKit

final class SessionRelayDone {
    private var relayTaskID: UIBackgroundTaskIdentifier = .invalid

    func relayWithClosure() {
        let finish = { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.relayTaskID)
            self.relayTaskID = .invalid
        }
        relayTaskID = UIApplication.shared.beginBackgroundTask(withName: "Relay") { finish() }
        MessageQueue.shared.flush(completion: finish)
    }
}

final class DeferredRelay {
    func relayDeferred() {
        var localID = UIBackgroundTaskIdentifier.invalid
        defer {
            UIApplication.shared.endBackgroundTask(localID)
            localID = .invalid
        }
        localID = UIApplication.shared.beginBackgroundTask {
            UIApplication.shared.endBackgroundTask(localID)
            localID = .invalid
        }
        MessageQueue.shared.flushNow()
    }
}
