// Scenario: the handler only looks at the identifier under its lock (named `taskState`) and
// logs; it never ends the task. `withLock` is the lock's, and its closure is in view.
import UIKit
import os

final class Exporter {
    private let taskState = OSAllocatedUnfairLock(initialState: UIBackgroundTaskIdentifier.invalid)

    func export() {
        let id = UIApplication.shared.beginBackgroundTask(withName: "export") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.taskState.withLock { current in print("expired", current) }
        }
        taskState.withLock { $0 = id }
    }
}
