// Scenario: `for (_, taskID) in tasks` binds a local named like a private property that never
// holds a task. Ending that local ends the dictionary's tasks, not the property: nothing is
// reported. Ending the property itself still is.
import UIKit

final class Pool {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var tasks: [String: UIBackgroundTaskIdentifier] = [:]

    func begin(_ key: String) {
        tasks[key] = UIApplication.shared.beginBackgroundTask { [weak self] in self?.endAll() }
    }

    func endAll() {
        for (_, taskID) in tasks {
            UIApplication.shared.endBackgroundTask(taskID)
        }
        tasks.removeAll()
    }

    func endStale() {
        UIApplication.shared.endBackgroundTask(taskID) // expect: never-begun-task-identifier
        taskID = .invalid
    }
}
