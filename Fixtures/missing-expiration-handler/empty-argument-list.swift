// Scenario: beginBackgroundTask() with an empty argument list on the application parameter of an AppDelegate.
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var stateTaskID: UIBackgroundTaskIdentifier = .invalid

    func applicationWillResignActive(_ application: UIApplication) {
        stateTaskID = application.beginBackgroundTask() // expect: missing-expiration-handler
        StateStore.shared.persist {
            application.endBackgroundTask(self.stateTaskID)
            self.stateTaskID = .invalid
        }
    }
}
