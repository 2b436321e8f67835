// Scenario: the handler ends the task inside `RunLoop.main.perform { }`, which queues the block
// for the run loop's next pass: it runs after the handler has returned, as a `main.async` block
// would. A `perform` of the module's own (another receiver) is a call like any other, followed
// into, and its in-place end counts.
import UIKit

final class Hopper {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func go() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            RunLoop.main.perform { self?.end() }
        }
        work { [weak self] in self?.end() }
    }

    func goThroughGate(_ gate: Gate) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            gate.perform { self?.end() }
        }
        work { [weak self] in self?.end() }
    }

    private func work(_ done: @escaping () -> Void) {
        DispatchQueue.global().async(execute: done)
    }

    private func end() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class Gate {
    private let lock = NSLock()

    func perform(_ block: () -> Void) {
        lock.lock()
        block()
        lock.unlock()
    }
}
