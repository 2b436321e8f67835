// Scenario: several concurrent transfers each own a task stored in a dictionary keyed by transfer id; ending removes the entry.
// expect: none
import UIKit

final class TransferCoordinator {
    private var backgroundTasks: [UUID: UIBackgroundTaskIdentifier] = [:]

    func transferDidStart(_ transferID: UUID) {
        backgroundTasks[transferID] = UIApplication.shared.beginBackgroundTask(withName: "Transfer") { [weak self] in
            self?.endBackgroundTask(for: transferID)
        }
    }

    func transferDidFinish(_ transferID: UUID) {
        endBackgroundTask(for: transferID)
    }

    private func endBackgroundTask(for transferID: UUID) {
        guard let taskID = backgroundTasks.removeValue(forKey: transferID) else { return }
        UIApplication.shared.endBackgroundTask(taskID)
    }
}
