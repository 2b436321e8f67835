// Scenario: an unterminated string (invalid Swift) ends at the newline; lexing resumes and the call on the next line is reported.
import UIKit

final class BrokenDraft {
    private var draftTaskID: UIBackgroundTaskIdentifier = .invalid

    func save() {
        let bad = "oops
        draftTaskID = UIApplication.shared.beginBackgroundTask { } // expect: missing-end-in-expiration-handler
        DraftAPI.shared.save { [weak self] in
            self?.endDraftTask()
        }
    }

    private func endDraftTask() {
        UIApplication.shared.endBackgroundTask(draftTaskID)
        draftTaskID = .invalid
    }
}
