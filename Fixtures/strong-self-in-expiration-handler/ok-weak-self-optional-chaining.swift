// Scenario: the handler captures [weak self] and only uses self?.
// expect: none
import UIKit

final class StoryPublisher {
    private var publishTaskID: UIBackgroundTaskIdentifier = .invalid
    private var publishRequest: URLSessionTask?

    func publish(_ request: URLRequest) {
        publishTaskID = UIApplication.shared.beginBackgroundTask(withName: "PublishStory") { [weak self] in
            self?.publishRequest?.cancel()
            self?.endPublishTask()
        }
        publishRequest = URLSession.shared.dataTask(with: request) { [weak self] _, _, _ in
            self?.endPublishTask()
        }
        publishRequest?.resume()
    }

    private func endPublishTask() {
        UIApplication.shared.endBackgroundTask(publishTaskID)
        publishTaskID = .invalid
    }
}
