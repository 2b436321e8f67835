// Scenario: after ending a copy of the optional property, the helper called only reads it through a
// same-name binding (`if let taskID = taskID`): that declares a new constant, it resets nothing.
import UIKit
final class ArchiveSyncBinding {
    private var taskID: UIBackgroundTaskIdentifier?
    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stop() }
    }
    func stop() {
        guard let id = taskID else { return }
        UIApplication.shared.endBackgroundTask(id) // expect: missing-invalid-reset
        log()
    }
    private func log() {
        if let taskID = taskID { print("ended", taskID) }
    }
}
