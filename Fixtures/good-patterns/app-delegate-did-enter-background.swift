// Scenario: AppDelegate flushes analytics in applicationDidEnterBackground, using the application parameter as the receiver.
// expect: none
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground(_ application: UIApplication) {
        flushTaskID = application.beginBackgroundTask(withName: "FlushAnalytics") { [weak self] in
            self?.endFlushTask(application)
        }
        AnalyticsQueue.shared.flush { [weak self] in
            self?.endFlushTask(application)
        }
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        endFlushTask(application)
    }

    private func endFlushTask(_ application: UIApplication) {
        guard flushTaskID != .invalid else { return }
        application.endBackgroundTask(flushTaskID)
        flushTaskID = .invalid
    }
}
