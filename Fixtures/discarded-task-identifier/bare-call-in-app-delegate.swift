// Scenario: AppDelegate begins a task as a bare statement, relying on the system to clean up; the result is unused.
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidEnterBackground(_ application: UIApplication) {
        application.beginBackgroundTask(withName: "Sync", expirationHandler: { // expect: discarded-task-identifier
            SyncEngine.shared.handleExpiration()
        })
        SyncEngine.shared.syncNow()
    }
}
