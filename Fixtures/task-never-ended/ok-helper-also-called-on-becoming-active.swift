// Scenario: the handler's private helper is also called when the app becomes active, a normal path: nothing is reported.
// expect: none
import UIKit

final class PlaybackAppDelegate: UIResponder, UIApplicationDelegate {
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground(_ application: UIApplication) {
        backgroundTask = application.beginBackgroundTask { [weak self] in
            self?.endBackgroundTask()
        }
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        endBackgroundTask()
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
