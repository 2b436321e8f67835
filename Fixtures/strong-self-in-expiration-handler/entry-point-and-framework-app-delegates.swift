// Scenario: app delegates whose conformance to UIApplicationDelegate is inherited from a framework
// the analyzer cannot see: Flutter's Runner (`FlutterAppDelegate`), and a delegate marked
// `@main` with a superclass of its own. Only the application's delegate (or the app) can be the
// entry point, and it lives as long as the process: a strong `self` in its handler leaks nothing.
// A class with another superclass and no entry-point mark is still reported.
import UIKit
import Flutter

@main
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

class BaseAppDelegate: UIResponder {}

final class RunnerDelegate: FlutterAppDelegate {
    private var updateTask: UIBackgroundTaskIdentifier = .invalid

    override func applicationWillResignActive(_ application: UIApplication) {
        updateTask = UIApplication.shared.beginBackgroundTask(expirationHandler: {
            self.endUpdate()
        })
    }

    override func applicationDidBecomeActive(_ application: UIApplication) {
        endUpdate()
    }

    func endUpdate() {
        UIApplication.shared.endBackgroundTask(updateTask)
        updateTask = .invalid
    }
}

class SessionKeeper: BaseAppDelegate {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func pause() {
        taskID = UIApplication.shared.beginBackgroundTask(expirationHandler: {
            self.finishPause() // expect: strong-self-in-expiration-handler
        })
        Store.save { [weak self] in self?.finishPause() }
    }

    func finishPause() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
