// Scenario: an Optional identifier is ended with taskID! and never set back to nil.
import UIKit

final class PlaylistSaver {
    private var saveTask: UIBackgroundTaskIdentifier?

    func save(_ playlist: [String]) {
        saveTask = UIApplication.shared.beginBackgroundTask(withName: "SavePlaylist") { [weak self] in
            self?.endSaveTask()
        }
        UserDefaults.standard.set(playlist, forKey: "playlist.current")
        endSaveTask()
    }

    private func endSaveTask() {
        guard saveTask != nil else { return }
        UIApplication.shared.endBackgroundTask(saveTask!) // expect: missing-invalid-reset
    }
}
