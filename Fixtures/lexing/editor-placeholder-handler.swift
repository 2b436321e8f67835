// Scenario: an editor placeholder stands in for a handler (invalid Swift); it is one token with no diagnostic, and the next call is still checked.
import UIKit

final class TemplateDraft {
    private var draftTaskID: UIBackgroundTaskIdentifier = .invalid
    private var otherTaskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        draftTaskID = UIApplication.shared.beginBackgroundTask(expirationHandler: <#T##() -> Void#>)
        otherTaskID = UIApplication.shared.beginBackgroundTask { } // expect: missing-end-in-expiration-handler
        DraftAPI.shared.save { [weak self] in
            self?.endTasks()
        }
    }

    private func endTasks() {
        UIApplication.shared.endBackgroundTask(draftTaskID)
        draftTaskID = .invalid
        UIApplication.shared.endBackgroundTask(otherTaskID)
        otherTaskID = .invalid
    }
}
