// Scenario: beginBackgroundTask(named:) is the class's own helper; calling it as a bare statement discards nothing.
// expect: none
import UIKit

final class StoryUploader {
    private var storyTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ story: Data) {
        beginBackgroundTask(named: "Story")
        StoryAPI.shared.upload(story) { [weak self] in
            self?.endBackgroundTask()
        }
    }

    private func beginBackgroundTask(named name: String) {
        storyTaskID = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            self?.endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(storyTaskID)
        storyTaskID = .invalid
    }
}
