// Scenario: a begin call as a stored property's initial value stores the identifier in that
// property: ended only by its handler (a lazy property, whose handler may use self), or never.
import UIKit

final class SessionLease {
    lazy var leaseID: UIBackgroundTaskIdentifier = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
        guard let self else { return }
        UIApplication.shared.endBackgroundTask(self.leaseID)
        self.leaseID = .invalid
    }
}

final class KeepAliveHolder {
    let keepAliveID = UIApplication.shared.beginBackgroundTask(withName: "keep") { print("expired") } // expect: missing-end-in-expiration-handler, task-never-ended
}
