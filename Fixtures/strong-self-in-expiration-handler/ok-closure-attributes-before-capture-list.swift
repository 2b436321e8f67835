// Scenario: a closure's attributes come before its capture list (`{ @MainActor [weak self] in`):
// the handler captures self weakly, and so does the closure it is written in.
import UIKit

final class AttributedHandlerUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { @MainActor [weak self] in
            self?.finish()
        }
        UploadAPI.shared.send { [weak self] in self?.finish() }
    }

    func startLocked(_ lock: DispatchQueue) {
        lock.sync { @Sendable [weak self] in
            self?.taskID = UIApplication.shared.beginBackgroundTask {
                self?.finish()
            }
        }
        UploadAPI.shared.send { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
