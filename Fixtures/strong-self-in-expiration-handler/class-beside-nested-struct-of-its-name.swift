// Scenario: a struct of the same name nested in an extension of another type (a notification
// name's namespace) is not this class: the handler's strong self is still a retain cycle.
import UIKit

extension Notification.Name {
    struct ShelfArchiver {
        static let archived = Notification.Name("shelf.archived")
    }
}

final class ShelfArchiver {
    private var archiveTaskID = UIBackgroundTaskIdentifier.invalid

    func archive() {
        archiveTaskID = UIApplication.shared.beginBackgroundTask {
            UIApplication.shared.endBackgroundTask(self.archiveTaskID) // expect: strong-self-in-expiration-handler
            self.archiveTaskID = .invalid
        }
        ShelfStore.archive { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.archiveTaskID)
            self.archiveTaskID = .invalid
        }
    }
}
