// Scenario: another type of the module has its own `beginBackgroundTask()`; it is no concern of
// a call made in an extension of UIApplication (the other file), which still calls UIKit's.
import UIKit

final class PodcastPlayer {
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
