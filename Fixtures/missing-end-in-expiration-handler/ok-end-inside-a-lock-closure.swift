// Scenario: the handler ends the task inside the closure it hands the lock: `withLock` runs it
// in place, before the handler returns.
import UIKit
import os

final class Exporter {
    private let taskState = OSAllocatedUnfairLock(initialState: UIBackgroundTaskIdentifier.invalid)

    func export() {
        let id = UIApplication.shared.beginBackgroundTask(withName: "export") { [weak self] in
            self?.taskState.withLock { current in
                UIApplication.shared.endBackgroundTask(current)
                current = .invalid
            }
        }
        taskState.withLock { $0 = id }
        Uploader.shared.upload { [weak self] in
            self?.taskState.withLock { current in
                UIApplication.shared.endBackgroundTask(current)
                current = .invalid
            }
        }
    }
}
