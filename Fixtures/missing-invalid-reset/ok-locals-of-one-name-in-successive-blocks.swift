// Scenario: one function saves two stores, each in a `do` block of its own with an `id` of its
// own: the first begins a task into its `var id` and ends it last in its block; the second ends
// the outbox's own task through a `let id`. The second `id` is another variable: its mentions
// come after the first block closes and cannot read the first task's identifier.
// expect: none
import UIKit

func saveAll(_ drafts: DraftStore, _ outbox: Outbox) {
    do {
        var id = UIBackgroundTaskIdentifier.invalid
        id = UIApplication.shared.beginBackgroundTask(withName: "drafts") { UIApplication.shared.endBackgroundTask(id) }
        drafts.save()
        UIApplication.shared.endBackgroundTask(id)
    }
    do {
        let id = outbox.pendingTask
        outbox.flush()
        UIApplication.shared.endBackgroundTask(id)
    }
}

protocol DraftStore {
    func save()
}

protocol Outbox {
    var pendingTask: UIBackgroundTaskIdentifier { get }
    func flush()
}
