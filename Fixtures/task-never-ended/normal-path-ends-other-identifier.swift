// Scenario: two tasks; the completion ends thumbnailTaskID on both paths but ends the upload only in its handler.
import UIKit

final class GalleryPublisher {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
    private var thumbnailTaskID: UIBackgroundTaskIdentifier = .invalid

    func publish(_ photo: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Publish") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.uploadTaskID)
            self.uploadTaskID = .invalid
        }
        thumbnailTaskID = UIApplication.shared.beginBackgroundTask(withName: "Thumbnail") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.thumbnailTaskID)
            self.thumbnailTaskID = .invalid
        }
        GalleryAPI.shared.publish(photo) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.thumbnailTaskID)
            self.thumbnailTaskID = .invalid
        }
    }
}
