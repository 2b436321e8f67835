// Scenario: the identifier starts in a local, then the object keeps it in a dictionary property:
// it is a property of the same object after all, the cycle the guide warns about.
import UIKit

final class PluginTaskRunner {
    private var taskIDs: [String: UIBackgroundTaskIdentifier] = [:]
    private let isolationQueue = DispatchQueue(label: "plugin-tasks")

    func beforeExit(callbackID: String) {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask {
            self.finish(callbackID: callbackID) // expect: strong-self-in-expiration-handler
        }
        taskIDs[callbackID] = taskID
    }

    func finish(callbackID: String) {
        isolationQueue.sync {
            guard let taskID = taskIDs.removeValue(forKey: callbackID) else { return }
            UIApplication.shared.endBackgroundTask(taskID)
        }
    }
}
