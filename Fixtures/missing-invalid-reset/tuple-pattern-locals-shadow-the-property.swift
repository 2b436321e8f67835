// Scenario: a tuple pattern binds a local named like the stored property (`let (taskID, expired)
// = …`, `for (_, taskID) in tasks`, `if case let (taskID?, _) = …`). The end ends that local,
// which cannot be reset (a `let`) or dies with its loop turn, not the property: no reset is asked
// of the property, and it is not taken for a property that never holds a task. The property
// ended by name without a reset is still reported.
import UIKit

final class TaskBook {
    private let lock = NSLock()
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var tasks: [String: UIBackgroundTaskIdentifier] = [:]

    func begin(_ key: String) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.expire() }
        tasks[key] = UIApplication.shared.beginBackgroundTask { [weak self] in self?.endAll() }
    }

    func expire() {
        let (taskID, count) = take()
        print(count)
        UIApplication.shared.endBackgroundTask(taskID)
    }

    func endAll() {
        for (_, taskID) in tasks {
            UIApplication.shared.endBackgroundTask(taskID)
        }
        tasks.removeAll()
        if case let (taskID?, _) = (tasks["main"], 0) {
            UIApplication.shared.endBackgroundTask(taskID)
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
    }

    private func take() -> (UIBackgroundTaskIdentifier, Int) {
        lock.lock()
        defer { lock.unlock() }
        let taken = taskID
        taskID = .invalid
        return (taken, tasks.count)
    }
}
