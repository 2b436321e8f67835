// Scenario: helpers the handler calls on `self` that its type does not declare: a protocol's
// default implementation and a superclass's method, both in this file. They are followed like
// the type's own: the protocol's default only records a flag and ends nothing, and its handler is
// reported; the superclass's method ends the task.
import UIKit

protocol Expirable: AnyObject {
    func prepareForExpiration()
}

extension Expirable {
    func prepareForExpiration() {
        UserDefaults.standard.set(true, forKey: "expired")
    }
}

class TaskOwner {
    var taskID: UIBackgroundTaskIdentifier = .invalid

    func endTask() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
