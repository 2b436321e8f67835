// Scenario: the only end is in a private helper that nothing but the expiration handler calls: it runs only when the task expires, as the same end written in the handler would.
import UIKit

final class MeasureViewController: UIViewController {
    var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func registerBackgroundTask() {
        backgroundTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            self?.endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
