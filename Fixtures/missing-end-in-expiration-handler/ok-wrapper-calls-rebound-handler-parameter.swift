// Scenario: a wrapper's handler calls the caller's handler after rebinding it with `if let`; what the caller's handler does is the caller's business.
// expect: none
import UIKit

final class TaskHelper {
    var taskID: UIBackgroundTaskIdentifier = .invalid
    var isExpired = false

    static func start(named name: String, expirationHandler handler: ((TaskHelper) -> Void)? = nil) -> TaskHelper {
        let helper = TaskHelper()
        let onExpiration = {
            helper.isExpired = true
            if let handler = handler {
                handler(helper)
            }
        }
        helper.taskID = UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: onExpiration)
        return helper
    }

    func stop() {
        guard taskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
