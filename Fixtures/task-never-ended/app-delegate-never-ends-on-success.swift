// Scenario: AppDelegate ends the task only when it expires; the completion of the save just logs.
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground(_ application: UIApplication) {
        saveTaskID = application.beginBackgroundTask(withName: "SaveState") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            application.endBackgroundTask(self.saveTaskID)
            self.saveTaskID = .invalid
        }
        AppStateStore.shared.save {
            print("state saved")
        }
    }
}
