// Scenario: "expirationHandler: nil" appears only in a string and a comment; the real call has a trailing-closure handler.
// expect: none
import UIKit

final class ReviewPrompter {
    private var promptTaskID: UIBackgroundTaskIdentifier = .invalid

    func recordPrompt() {
        let lintHint = "never call beginBackgroundTask(expirationHandler: nil)"
        // UIApplication.shared.beginBackgroundTask(expirationHandler: nil)
        promptTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endPromptTask()
        }
        print(lintHint)
        endPromptTask()
    }

    private func endPromptTask() {
        UIApplication.shared.endBackgroundTask(promptTaskID)
        promptTaskID = .invalid
    }
}
