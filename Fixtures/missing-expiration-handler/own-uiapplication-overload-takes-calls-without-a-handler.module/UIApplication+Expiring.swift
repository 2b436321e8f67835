// Scenario: the module adds to UIApplication a `beginBackgroundTask(withName:onExpire:)` whose
// handler defaults to nil and that installs a handler of its own which ends the task. A call with
// only a name, on any object, can be that overload (swiftc prefers it: its `String` is not
// optional), so it is not reported. A call with UIKit's `expirationHandler:` label is UIKit's.
import UIKit

extension UIApplication {
    func beginBackgroundTask(withName name: String, onExpire: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = beginBackgroundTask(withName: name, expirationHandler: {
            onExpire?()
            self.endBackgroundTask(taskID)
            taskID = .invalid
        })
        return taskID
    }
}
