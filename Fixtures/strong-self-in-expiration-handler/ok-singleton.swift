// Scenario: a singleton (a `static let` holds its one instance, its initializer is private) begins a task whose handler uses `self` strongly; the instance lives as long as the process, so the cycle through the handler leaks nothing.
// expect: none
import UIKit

final class ConnectionTaskCoordinator: NSObject {
    @objc static let shared = ConnectionTaskCoordinator()
    private var connectionTaskID: UIBackgroundTaskIdentifier = .invalid

    override private init() {
        super.init()
    }

    func holdConnection() {
        connectionTaskID = UIApplication.shared.beginBackgroundTask(withName: "HoldConnection") {
            self.releaseConnectionTask()
        }
        ConnectionPool.shared.drain {
            self.releaseConnectionTask()
        }
    }

    private func releaseConnectionTask() {
        UIApplication.shared.endBackgroundTask(connectionTaskID)
        connectionTaskID = .invalid
    }
}
