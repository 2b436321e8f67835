// Scenario: the app's own helper named like the API ends the task synchronously, under a lock:
// the handler ends it before it returns.
import UIKit

final class SyncTaskLedger {
    private let ledgerLock = NSLock()
    private var openTasks: [String: UIBackgroundTaskIdentifier] = [:]

    func startBackgroundTask(named name: String) {
        ledgerLock.lock()
        defer { ledgerLock.unlock() }
        openTasks[name] = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            self?.endBackgroundTask(named: name)
        }
    }

    func endBackgroundTask(named name: String) {
        ledgerLock.lock()
        defer { ledgerLock.unlock() }
        if let task = openTasks.removeValue(forKey: name) {
            UIApplication.shared.endBackgroundTask(task)
        }
    }
}
