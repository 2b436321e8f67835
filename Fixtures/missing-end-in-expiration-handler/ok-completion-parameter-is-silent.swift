// Scenario: the handler calls the caller-supplied onExpiration closure parameter, which the analyzer cannot see into.
// expect: none
import UIKit

final class FormSubmitter {
    private var submitTaskID: UIBackgroundTaskIdentifier = .invalid

    func submit(_ form: Data, onExpiration: @escaping () -> Void) {
        submitTaskID = UIApplication.shared.beginBackgroundTask(withName: "SubmitForm") {
            onExpiration()
        }
        FormAPI.shared.post(form) { [weak self] _ in
            self?.finishSubmit()
        }
    }

    func finishSubmit() {
        guard submitTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(submitTaskID)
        submitTaskID = .invalid
    }
}
