// Scenario: a prefix operator glued to a bare regex (`~/}/`) applies to the literal, as swiftc reads it;
// the brace inside it must not close the class before the handler's strong self.
import UIKit

prefix func ~ (pattern: Regex<Substring>) -> Regex<Substring> { pattern.ignoresCase() }

final class PrefixedPatternUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func pattern() -> Regex<Substring> {
        let closer = ~/}/
        return closer
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
