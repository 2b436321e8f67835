// Scenario: the handler's helper is also a notification's target (`#selector`), run when the app returns to the foreground: nothing is reported.
// expect: none
import UIKit

final class DiaryViewController: UIViewController {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

    func saveInBackground() {
        NotificationCenter.default.addObserver(self, selector: #selector(endSaveTask),
                                               name: UIApplication.willEnterForegroundNotification, object: nil)
        saveTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSaveTask()
        }
    }

    @objc private func endSaveTask() {
        UIApplication.shared.endBackgroundTask(saveTaskID)
        saveTaskID = .invalid
    }
}
