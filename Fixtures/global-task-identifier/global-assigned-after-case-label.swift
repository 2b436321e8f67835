// Scenario: a file-scope identifier assigned on a case label's line (`case …: id = begin…`) is still a global identifier.
import UIKit

var globalReminderTaskID: UIBackgroundTaskIdentifier = .invalid // expect: global-task-identifier

func scheduleReminderSync(_ pending: Int) {
    switch pending {
    case 1...: globalReminderTaskID = UIApplication.shared.beginBackgroundTask(withName: "Reminders") {
        UIApplication.shared.endBackgroundTask(globalReminderTaskID)
        globalReminderTaskID = .invalid
    }
    default: return
    }
    ReminderSyncAPI.shared.sync {
        UIApplication.shared.endBackgroundTask(globalReminderTaskID)
        globalReminderTaskID = .invalid
    }
}
