// Scenario: an extension method returns the API's identifier to its caller, who stores and ends it; returning is not discarding.
// expect: none
import UIKit

extension UIApplication {
    func beginTrackedTask(named name: String, onExpire: @escaping @MainActor @Sendable () -> Void) -> UIBackgroundTaskIdentifier {
        return UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: onExpire)
    }
}

final class SmartHomeSync {
    private var homeTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        homeTaskID = UIApplication.shared.beginTrackedTask(named: "Home") { [weak self] in
            self?.endHomeTask()
        }
        HomeAPI.shared.sync { [weak self] in
            self?.endHomeTask()
        }
    }

    private func endHomeTask() {
        UIApplication.shared.endBackgroundTask(homeTaskID)
        homeTaskID = .invalid
    }
}
