// Scenario: `open` is an access level (`open class`, `open func`) and still a name, as swiftc lexes it: `var open: Bool {` is a computed property, `func open()` a function, `door.open()` a call. Found by the differential check (grpc-swift's `Braces.open`, whose body was a closure to us).
import UIKit

open class Door {
    var taskID: UIBackgroundTaskIdentifier = .invalid
    var isOpen = false

    var open: Bool {
        let id = UIApplication.shared.beginBackgroundTask(expirationHandler: nil) // expect: missing-expiration-handler
        UIApplication.shared.endBackgroundTask(id)
        return isOpen
    }

    open func open(_ animated: Bool) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.close()
        }
        isOpen = true
        close()
    }

    open func close() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class Valve {
    var taskID: UIBackgroundTaskIdentifier = .invalid
    let door = Door()

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask {
            self.door.open(false) // expect: strong-self-in-expiration-handler, long-work-in-expiration-handler
            self.stop()
        }
        stop()
    }

    func stop() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
