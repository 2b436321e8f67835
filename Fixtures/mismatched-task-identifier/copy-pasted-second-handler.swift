// Scenario: the second begin's handler was copy-pasted from the first and still ends the first identifier.
import UIKit

final class ProfileMediaSync {
    private var avatarTaskID: UIBackgroundTaskIdentifier = .invalid
    private var coverTaskID: UIBackgroundTaskIdentifier = .invalid

    func syncMedia(avatar: Data, cover: Data) {
        avatarTaskID = UIApplication.shared.beginBackgroundTask(withName: "Avatar") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.avatarTaskID)
            self.avatarTaskID = .invalid
        }
        coverTaskID = UIApplication.shared.beginBackgroundTask(withName: "Cover") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.avatarTaskID) // expect: mismatched-task-identifier
            self.avatarTaskID = .invalid
        }
        MediaAPI.shared.upload(avatar: avatar, cover: cover) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.avatarTaskID)
            self.avatarTaskID = .invalid
            UIApplication.shared.endBackgroundTask(self.coverTaskID)
            self.coverTaskID = .invalid
        }
    }
}
