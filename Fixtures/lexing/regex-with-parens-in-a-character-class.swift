// Scenario: a bare regex whose character class holds `)` and `}` (`/[)}]/`) is a regex to swiftc, not
// division: its brace must not close the class before the handler's strong self.
import UIKit

final class ClassCloserUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func pattern() -> Regex<Substring> {
        let closers = /[)}]/
        return closers
    }

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask {
            self.finish() // expect: strong-self-in-expiration-handler
        }
        UploadAPI.shared.send { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
