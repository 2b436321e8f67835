// Scenario: calls on `self` that reach the module's own `beginBackgroundTask`: an overload in an
// extension of UIApplication that takes the call's labels, a superclass's method, and a protocol's
// requirement. None of them is UIKit's API, so none needs an expiration handler.
// expect: none
import UIKit

extension UIApplication {
    /// UIKit's call with a handler that ends the task, under UIKit's own labels.
    func beginBackgroundTask(withName name: String) -> UIBackgroundTaskIdentifier {
        var id = UIBackgroundTaskIdentifier.invalid
        id = beginBackgroundTask(withName: name) { [weak self] in
            self?.endBackgroundTask(id)
            id = .invalid
        }
        return id
    }

    func syncMailbox() {
        let id = beginBackgroundTask(withName: "mailbox")
        MailboxAPI.sync { self.endBackgroundTask(id) }
    }
}

class SyncOperation: Operation, @unchecked Sendable {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func beginBackgroundTask() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.endTask() }
    }

    func endTask() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class PhotoSyncOperation: SyncOperation, @unchecked Sendable {
    override func main() {
        beginBackgroundTask()
        PhotoAPI.sync { [weak self] in self?.endTask() }
    }
}

protocol BackgroundTasking: AnyObject {
    var taskID: UIBackgroundTaskIdentifier { get set }
    func beginBackgroundTask()
}

extension BackgroundTasking {
    func beginBackgroundTask() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.endTask() }
    }

    func endTask() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class MailboxSync: BackgroundTasking {
    var taskID: UIBackgroundTaskIdentifier = .invalid

    func run() {
        self.beginBackgroundTask()
        MailboxAPI.sync { [weak self] in self?.endTask() }
    }
}
