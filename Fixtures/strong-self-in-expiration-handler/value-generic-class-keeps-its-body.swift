// Scenario: a class with a value generic parameter (Swift 6.2, `<let slots: Int>`) is still a
// class: its handler captures self strongly.
import UIKit

final class SlotUploader<let slots: Int> {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask {
            self.finish() // expect: strong-self-in-expiration-handler
        }
        UploadAPI.shared.send { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
