// Scenario: a function's `var taskID`, ended as its last use, is declared after two closures that
// each hold a `taskID` of their own and hand it to an escaping completion. Those mentions come
// before the declaration: they are the closures' variables, never this one, which nothing else
// reads.
// expect: none
import UIKit

func syncAll(_ store: Store) {
    store.fetch { items in
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
        store.save(items) {
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
    }
    store.prune {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(taskID); taskID = .invalid }
        store.compact {
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
    }
    var taskID = UIBackgroundTaskIdentifier.invalid
    taskID = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(taskID) }
    store.flush()
    UIApplication.shared.endBackgroundTask(taskID)
}

protocol Store {
    func fetch(_ completion: @escaping ([String]) -> Void)
    func save(_ items: [String], _ completion: @escaping () -> Void)
    func prune(_ completion: @escaping () -> Void)
    func compact(_ completion: @escaping () -> Void)
    func flush()
}
