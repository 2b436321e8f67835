// Scenario: the begin assigns to taskID and the handler ends self.taskID; both name the same property.
// expect: none
import UIKit

final class PlaylistShare {
    private var shareTaskID: UIBackgroundTaskIdentifier = .invalid

    func share(_ playlist: [String]) {
        shareTaskID = UIApplication.shared.beginBackgroundTask(withName: "SharePlaylist") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.shareTaskID)
            self.shareTaskID = .invalid
        }
        ShareAPI.shared.share(playlist) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.shareTaskID)
            self.shareTaskID = .invalid
        }
    }
}
