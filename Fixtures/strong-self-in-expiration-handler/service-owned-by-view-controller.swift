// Scenario: a service made as a stored property of a view controller, of which there can be many:
// each instance's strong `self` in the handler keeps it alive past its screen.
import UIKit

final class DraftPhotoUploader {
    private var photoTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ photo: Data) {
        photoTaskID = UIApplication.shared.beginBackgroundTask {
            self.endPhotoTask() // expect: strong-self-in-expiration-handler
        }
        PhotoAPI.send(photo) { [weak self] in self?.endPhotoTask() }
    }

    private func endPhotoTask() {
        UIApplication.shared.endBackgroundTask(photoTaskID)
        photoTaskID = .invalid
    }
}

final class DraftEditorController: UIViewController {
    private let photoUploader = DraftPhotoUploader()
}
