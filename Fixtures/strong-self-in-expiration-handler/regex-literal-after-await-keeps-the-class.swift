// Scenario: a regex literal after `await` holding a brace (`await /}/`, which swiftc reads as a
// regex) must not close the class early: the handler below still captures self strongly.
import UIKit

final class AwaitedPatternUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func closingPattern() async -> Regex<Substring> {
        let pattern = await /}/
        return pattern
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
