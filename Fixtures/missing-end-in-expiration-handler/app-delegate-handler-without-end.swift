// Scenario: AppDelegate begins the task on the application parameter; the handler only logs and sets a flag.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid
    private var flushWasCut = false

    func applicationDidEnterBackground(_ application: UIApplication) {
        flushTaskID = application.beginBackgroundTask(withName: "FlushAnalytics") { [weak self] in // expect: missing-end-in-expiration-handler
            print("analytics flush expired")
            self?.flushWasCut = true
        }
        AnalyticsQueue.shared.flush { [weak self] in
            guard let self else { return }
            application.endBackgroundTask(self.flushTaskID)
            self.flushTaskID = .invalid
        }
    }
}
