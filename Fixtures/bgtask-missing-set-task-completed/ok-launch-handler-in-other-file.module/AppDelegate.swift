// Scenario: AppDelegate registers the task and forwards it to a helper declared in another file's extension.
import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.db-cleanup", using: nil) { task in
            self.handleDatabaseCleanup(task as! BGProcessingTask)
        }
        return true
    }
}
