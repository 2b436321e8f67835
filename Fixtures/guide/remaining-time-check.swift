// Scenario: the guide's backgroundTimeRemaining check wrapped in a class; the handler calls self.endBackgroundTask() strongly, and that private helper, called by nothing else, is the task's only end: it runs only on expiry.
import UIKit

func scheduleForNextLaunch() {
    UserDefaults.standard.set(true, forKey: "ProgressSaver.pending")
}

func saveProgress() {
    UserDefaults.standard.set(Date(), forKey: "ProgressSaver.savedAt")
}

final class ProgressSaver {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func saveIfTimeAllows() {
        let remaining = UIApplication.shared.backgroundTimeRemaining
        guard remaining > 10.0 else {
            scheduleForNextLaunch()             // not enough time: postpone
            return
        }
        backgroundTaskID = UIApplication.shared.beginBackgroundTask { // expect: task-never-ended
            saveProgress()
            self.endBackgroundTask() // expect: strong-self-in-expiration-handler
        }
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
