// Scenario: the guide's remaining-time example with [weak self] and the saved work ending the task on the normal path.
// expect: none
import UIKit

func scheduleForNextLaunch() {
    UserDefaults.standard.set(true, forKey: "ProgressSaver.pending")
}

func saveProgress() {
    UserDefaults.standard.set(Date(), forKey: "ProgressSaver.savedAt")
}

final class ProgressSaver {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func saveIfTimeAllows(_ upload: ProgressUpload) {
        let remaining = UIApplication.shared.backgroundTimeRemaining
        guard remaining > 10.0 else {
            scheduleForNextLaunch()
            return
        }
        backgroundTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            saveProgress()
            self?.endBackgroundTask()
        }
        upload.start { [weak self] in
            self?.endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
