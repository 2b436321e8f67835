// Scenario: the app's delegate subclasses a base class of the module that adopts
// UIApplicationDelegate: it is the application's delegate too, and lives as long as the process.
// A subclass of a base that adopts no delegate protocol is still reported.
import UIKit

class BaseAppDelegate: UIResponder, UIApplicationDelegate {}

final class AppDelegate: BaseAppDelegate {
    private var saveTask: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground(_ application: UIApplication) {
        saveTask = application.beginBackgroundTask {
            self.endSave()
        }
        Store.save { self.endSave() }
    }

    func endSave() {
        UIApplication.shared.endBackgroundTask(saveTask)
        saveTask = .invalid
    }
}

class BaseController: UIResponder {}

final class SyncController: BaseController {
    private var syncTask: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        syncTask = UIApplication.shared.beginBackgroundTask {
            self.endSync() // expect: strong-self-in-expiration-handler
        }
        Store.save { [weak self] in self?.endSync() }
    }

    func endSync() {
        UIApplication.shared.endBackgroundTask(syncTask)
        syncTask = .invalid
    }
}
