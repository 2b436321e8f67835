// Scenario: the application's delegate begins a task and its handler uses `self` strongly; the
// delegate lives as long as the process, so the cycle through the handler leaks nothing.
// expect: none
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground(_ application: UIApplication) {
        saveTaskID = application.beginBackgroundTask(withName: "SaveState") {
            self.endSaveTask(application)
        }
        StateStore.shared.save {
            self.endSaveTask(application)
        }
    }

    private func endSaveTask(_ application: UIApplication) {
        guard saveTaskID != .invalid else { return }
        application.endBackgroundTask(saveTaskID)
        saveTaskID = .invalid
    }
}

final class LegacyDelegate: UIResponder {
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    func flush(_ application: UIApplication) {
        flushTaskID = application.beginBackgroundTask {
            application.endBackgroundTask(self.flushTaskID)
            self.flushTaskID = .invalid
        }
        LogStore.shared.flush {
            application.endBackgroundTask(self.flushTaskID)
            self.flushTaskID = .invalid
        }
    }
}

extension LegacyDelegate: UIApplicationDelegate {}
