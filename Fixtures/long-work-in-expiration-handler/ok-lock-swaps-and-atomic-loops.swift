// Scenario: atomic work a handler does: a serial queue taken as a lock around a swap of state
// (`stateQueue.sync { id = self.taskID; self.taskID = .invalid }`), then the end; loops that end
// identifiers kept as raw values, pop identifiers off a list, fail waiting continuations
// (`resume(throwing: CancellationError())`) or drop observers. None starts work the task would
// wait on.
import UIKit

final class RenderQueue {
    private let stateQueue = DispatchQueue(label: "render.state")
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var rawIDs: [Int] = []
    private var waiters: [CheckedContinuation<Void, Error>] = []
    private var observers: [NSObjectProtocol] = []

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            var id = UIBackgroundTaskIdentifier.invalid
            self.stateQueue.sync {
                id = self.taskID
                self.taskID = .invalid
            }
            for raw in self.rawIDs {
                UIApplication.shared.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: raw))
            }
            for waiter in self.waiters {
                waiter.resume(throwing: CancellationError())
            }
            for observer in self.observers {
                NotificationCenter.default.removeObserver(observer)
            }
            UIApplication.shared.endBackgroundTask(id)
        }
    }

    func finish() {
        stateQueue.sync {
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
    }
}
