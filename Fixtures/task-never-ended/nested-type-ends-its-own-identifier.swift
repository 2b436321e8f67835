// Scenario: the outer class never ends its task on the normal path; the nested type that ends a
// property of the same name ends its own property, not the outer one (a nested type cannot reach
// the enclosing instance's members by their bare names).
import UIKit

final class NestedOutboxSender {
    var sendTaskID: UIBackgroundTaskIdentifier = .invalid

    func sendAll() {
        sendTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.sendTaskID)
            self.sendTaskID = .invalid
        }
        MailAPI.sendAll()
    }

    final class NestedOutboxDraftKeeper {
        var sendTaskID: UIBackgroundTaskIdentifier = .invalid

        func save() {
            sendTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
            DraftStore.save { [weak self] in self?.finish() }
        }

        func finish() {
            UIApplication.shared.endBackgroundTask(sendTaskID)
            sendTaskID = .invalid
        }
    }
}
