// Scenario: the helper hops to end the task, but first calls a method the analyzer cannot see
// into on the same object, which may end it at once: given the benefit of the doubt.
import UIKit

final class TrackUploader: UploadSessionOwner {
    private var trackTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        trackTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.expire()
        }
        TrackAPI.upload { [weak self] in self?.expire() }
    }

    private func expire() {
        self.tearDownSession()
        DispatchQueue.main.async {
            UIApplication.shared.endBackgroundTask(self.trackTaskID)
            self.trackTaskID = .invalid
        }
    }
}
