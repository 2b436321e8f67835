// Scenario: another type of the module has its own `beginBackgroundTask()`; the begin call in
// the extension of UIApplication (the other file) is still UIKit's, handler and all.
import UIKit

final class EpisodePlayer {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func beginBackgroundTask() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.endTask() }
    }

    func playbackDidFinish() {
        endTask()
    }

    func endTask() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
