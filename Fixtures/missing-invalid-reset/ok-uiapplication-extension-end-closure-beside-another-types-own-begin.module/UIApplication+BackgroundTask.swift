// Scenario: the end closure is both the expiration handler of UIKit's begin call and the closure
// handed back to the caller; under the lock it ends the local at most once, so no reset is needed.
// expect: none
import UIKit

extension UIApplication {
    func backgroundTask(withName name: String? = nil) -> (() -> Void)? {
        var id = UIBackgroundTaskIdentifier.invalid
        var ended = false
        let lock = NSLock()
        let end: () -> Void = {
            lock.lock(); defer { lock.unlock() }
            guard !ended else { return }
            ended = true
            UIApplication.shared.endBackgroundTask(id)
        }
        id = beginBackgroundTask(withName: name, expirationHandler: end)
        return id != .invalid ? end : nil
    }
}
