// Scenario: the handler's helper uses if / for-in / while / switch whose conditions end in `name {`; those braces are statement bodies, not trailing closures, so the helper provably never ends the task.
import UIKit

final class DraftOutbox {
    private var outboxTaskID: UIBackgroundTaskIdentifier = .invalid
    private var drafts: [String] = []
    private var retries = 0

    func sendDrafts() {
        outboxTaskID = UIApplication.shared.beginBackgroundTask(withName: "DraftOutbox") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.noteUnsentDrafts()
        }
        OutboxAPI.shared.send(drafts) { [weak self] in
            self?.finishOutbox()
        }
    }

    private func noteUnsentDrafts() {
        if drafts.isEmpty {
            return
        }
        for draft in drafts {
            print("unsent draft: \(draft)")
        }
        while retries > 3 {
            retries -= 1
        }
        switch drafts.count {
        case 0: print("nothing pending")
        default: UserDefaults.standard.set(drafts.count, forKey: "outbox.unsent")
        }
    }

    private func finishOutbox() {
        UIApplication.shared.endBackgroundTask(outboxTaskID)
        outboxTaskID = .invalid
    }
}
