// Scenario: _ = application.beginBackgroundTask(expirationHandler: nil): no handler and no identifier, two errors on one line.
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationWillTerminate(_ application: UIApplication) {
        _ = application.beginBackgroundTask(expirationHandler: nil) // expect: discarded-task-identifier, missing-expiration-handler
        ShutdownLog.shared.write("terminating")
    }
}
