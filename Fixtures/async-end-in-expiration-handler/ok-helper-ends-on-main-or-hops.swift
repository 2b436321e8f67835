// Scenario: the helper ends the task at once when it runs on the main thread (as the expiration
// handler does) and hops to the main queue only otherwise: the handler's end is synchronous.
import UIKit

final class ReceiptSaver {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

    func save(_ receipt: Data) {
        saveTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endSaveTask()
        }
        ReceiptStore.write(receipt) { [weak self] in self?.endSaveTask() }
    }

    private func endSaveTask() {
        if Thread.isMainThread {
            UIApplication.shared.endBackgroundTask(saveTaskID)
            saveTaskID = .invalid
        } else {
            DispatchQueue.main.async { self.endSaveTask() }
        }
    }
}
