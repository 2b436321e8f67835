// Scenario: the handler ends the task inside an if that checks the identifier is still valid; that counts as ending.
// expect: none
import UIKit

final class SessionKeeper {
    private var keepAliveTaskID: UIBackgroundTaskIdentifier = .invalid

    func keepSessionAlive() {
        keepAliveTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            if self.keepAliveTaskID != .invalid {
                UIApplication.shared.endBackgroundTask(self.keepAliveTaskID)
                self.keepAliveTaskID = .invalid
            }
        }
        SessionAPI.shared.refreshToken { [weak self] in
            self?.releaseKeepAlive()
        }
    }

    private func releaseKeepAlive() {
        if keepAliveTaskID != .invalid {
            UIApplication.shared.endBackgroundTask(keepAliveTaskID)
            keepAliveTaskID = .invalid
        }
    }
}
