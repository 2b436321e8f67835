// Scenario: the normal path hands the identifier to a local closure that ends it.
// expect: none
import UIKit

func syncReminders(_ reminders: [String]) {
    let finish: (UIBackgroundTaskIdentifier) -> Void = { taskID in
        UIApplication.shared.endBackgroundTask(taskID)
    }
    var remindersTaskID = UIBackgroundTaskIdentifier.invalid
    remindersTaskID = UIApplication.shared.beginBackgroundTask(withName: "Reminders") {
        UIApplication.shared.endBackgroundTask(remindersTaskID)
        remindersTaskID = .invalid
    }
    RemindersAPI.shared.push(reminders) {
        finish(remindersTaskID)
    }
}
