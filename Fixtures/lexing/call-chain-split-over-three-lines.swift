// Scenario: the receiver chain UIApplication / .shared / .beginBackgroundTask spans three lines; the report is on the .beginBackgroundTask line.
import UIKit

final class StreakReminder {
    private var reminderTaskID: UIBackgroundTaskIdentifier = .invalid

    func scheduleReminder() {
        reminderTaskID = UIApplication
            .shared
            .beginBackgroundTask(withName: "StreakReminder") { // expect: missing-end-in-expiration-handler
                UserDefaults.standard.set(Date(), forKey: "streak.reminderExpiredAt")
            }
        ReminderAPI.shared.schedule { [weak self] in
            self?.endReminderTask()
        }
    }

    private func endReminderTask() {
        UIApplication
            .shared
            .endBackgroundTask(reminderTaskID)
        reminderTaskID = .invalid
    }
}
