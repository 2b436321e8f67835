// Scenario: the capture list copies only 'self' (weakly) and the handler reads the property
// through it, or copies a value the handler does not end: the handler ends the live identifier.
import UIKit

final class LiveCaptureUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let label = "upload"

    func upload() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self, label] in
            guard let self else { return }
            print(label)
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        finishLater { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }

    func finishLater(_ body: @escaping () -> Void) { body() }
}
