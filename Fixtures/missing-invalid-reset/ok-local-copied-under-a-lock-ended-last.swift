// Scenario: the stored identifier is copied into a local and reset under a lock (`lock.sync { id = …; … = .invalid }`), then the local is ended as its last use, in the function, inside `DispatchQueue.main.sync { }` or inside the app's own `dispatchSyncOnMain { }`, each of which runs it once, right there; the closure only assigns the local, so a reset of it would be a dead store.
// expect: none
import UIKit

final class CallTaskHolder {
    private var callTaskID: UIBackgroundTaskIdentifier = .invalid
    private let lock = DispatchQueue(label: "call.task-holder")

    func begin() {
        lock.sync {
            callTaskID = UIApplication.shared.beginBackgroundTask(withName: "Call") { [weak self] in
                self?.finish()
            }
        }
        CallService.shared.hangUp { [weak self] in
            self?.finishOnMain()
        }
    }

    func finish() {
        var id: UIBackgroundTaskIdentifier = .invalid
        lock.sync {
            id = callTaskID
            callTaskID = .invalid
        }
        if id != .invalid {
            UIApplication.shared.endBackgroundTask(id)
        }
    }

    func finishOnMain() {
        var id: UIBackgroundTaskIdentifier = .invalid
        lock.sync {
            id = callTaskID
            callTaskID = .invalid
        }
        DispatchQueue.main.sync {
            UIApplication.shared.endBackgroundTask(id)
        }
    }

    func finishFromAnyThread() {
        var id: UIBackgroundTaskIdentifier = .invalid
        lock.sync {
            id = callTaskID
            callTaskID = .invalid
        }
        Threading.dispatchSyncOnMain {
            if id != .invalid {
                UIApplication.shared.endBackgroundTask(id)
            }
        }
    }
}
