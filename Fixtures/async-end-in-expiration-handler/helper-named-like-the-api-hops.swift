// Scenario: the handler calls the app's own helper named like the API, which ends the task
// inside a barrier block on a concurrent queue: the end runs after the handler has returned.
import UIKit

final class PageViewTaskKeeper {
    private let stateQueue = DispatchQueue(label: "page-view-tasks", attributes: .concurrent)
    private var runningTasks: [String: UIBackgroundTaskIdentifier] = [:]

    func startBackgroundTask(named name: String) {
        stateQueue.async(flags: .barrier) { [weak self] in
            self?.runningTasks[name] = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in // expect: async-end-in-expiration-handler
                self?.endBackgroundTask(named: name)
            }
        }
    }

    func endBackgroundTask(named name: String) {
        stateQueue.async(flags: .barrier) { [weak self] in
            if let task = self?.runningTasks[name] {
                self?.runningTasks[name] = .invalid
                UIApplication.shared.endBackgroundTask(task)
            }
        }
    }
}
