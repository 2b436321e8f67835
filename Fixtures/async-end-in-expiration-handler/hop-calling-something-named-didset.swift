// Scenario: the handler ends the task in `DispatchQueue.main.async(execute: { … })`, whose first
// statement calls a function named `didSet`. A call, not a property observer: the braces are a
// closure (a hop), not an accessor body that runs in place. The hop ends the task, so it is
// async-end-in-expiration-handler's alone, as the same hop written with a trailing closure is.
import UIKit

func didSet(_ object: AnyObject) {}

final class PreferencesSync {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            guard let self else { return }
            DispatchQueue.main.async(execute: {
                didSet(self)
                UIApplication.shared.endBackgroundTask(self.taskID)
                self.taskID = .invalid
            })
        }
        sync()
    }

    private func sync() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
