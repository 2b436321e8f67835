// Scenario: the handler calls `applicationWillEnterForeground(_:)`, which ends the task; UIKit calls it too, where no file shows it (an internal method taking parameters may be a protocol's requirement): nothing is reported.
// expect: none
import UIKit

final class TileCacheAppDelegate: UIResponder, UIApplicationDelegate {
    var cacheTask: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground(_ application: UIApplication) {
        cacheTask = application.beginBackgroundTask { [weak self] in
            self?.applicationWillEnterForeground(application)
        }
        TileCache.shared.flush()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        application.endBackgroundTask(cacheTask)
        cacheTask = .invalid
    }
}
