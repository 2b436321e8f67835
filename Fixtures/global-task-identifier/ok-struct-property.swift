// Scenario: the identifier is a property of a struct held by a class; storing it in a struct is what the guide allows.
// expect: none
import UIKit

struct BackgroundTaskSlot {
    var identifier: UIBackgroundTaskIdentifier = .invalid
}

final class JournalSync {
    private var slot = BackgroundTaskSlot()

    func sync() {
        slot.identifier = UIApplication.shared.beginBackgroundTask(withName: "Journal") { [weak self] in
            self?.endJournalTask()
        }
        JournalAPI.shared.sync { [weak self] in
            self?.endJournalTask()
        }
    }

    private func endJournalTask() {
        UIApplication.shared.endBackgroundTask(slot.identifier)
        slot.identifier = .invalid
    }
}
