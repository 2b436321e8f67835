// Scenario: the completion method ends self.syncTaskID but leaves the stale identifier in the property.
import UIKit

final class ContactsSync {
    private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync(_ contacts: [String]) {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "ContactsSync") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.syncTaskID)
            self.syncTaskID = .invalid
        }
        ContactsAPI.shared.upload(contacts) { [weak self] in
            self?.syncDidFinish()
        }
    }

    private func syncDidFinish() {
        print("contacts synced")
        UIApplication.shared.endBackgroundTask(self.syncTaskID) // expect: missing-invalid-reset
    }
}
