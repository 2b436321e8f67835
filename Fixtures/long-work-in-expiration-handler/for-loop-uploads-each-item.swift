// Scenario: the handler loops over pending items and uploads each one; the loop is reported at the for.
import UIKit

final class PendingFormsSender {
    private var formsTaskID: UIBackgroundTaskIdentifier = .invalid
    private var pendingForms: [PendingForm] = []

    func sendAll() {
        formsTaskID = UIApplication.shared.beginBackgroundTask(withName: "PendingForms") { [weak self] in
            guard let self else { return }
            for form in self.pendingForms { // expect: long-work-in-expiration-handler
                form.upload()
            }
            self.endFormsTask()
        }
        FormsAPI.shared.sendBatch(pendingForms) { [weak self] in
            self?.endFormsTask()
        }
    }

    private func endFormsTask() {
        UIApplication.shared.endBackgroundTask(formsTaskID)
        formsTaskID = .invalid
    }
}
