// Scenario: a free wrapper forwards its own expirationHandler parameter to the API and returns the identifier to its caller.
// expect: none
import UIKit

@MainActor
func beginLoggedBackgroundTask(named name: String, expirationHandler: @escaping @MainActor @Sendable () -> Void) -> UIBackgroundTaskIdentifier {
    let identifier = UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: expirationHandler)
    print("began background task \(name) #\(identifier.rawValue)")
    return identifier
}

@MainActor
final class CommentPoster {
    private var postTaskID: UIBackgroundTaskIdentifier = .invalid

    func post(_ comment: String) {
        postTaskID = beginLoggedBackgroundTask(named: "PostComment") { [weak self] in
            self?.endPostTask()
        }
        CommentsAPI.shared.post(comment) { [weak self] in
            self?.endPostTask()
        }
    }

    private func endPostTask() {
        guard postTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(postTaskID)
        postTaskID = .invalid
    }
}
