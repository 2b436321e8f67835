// Scenario: the handler's capture list copies a member of `self` when the closure is made
// (`[previous = self.previousTaskID]`): the closure holds that copy, not `self`, so no cycle runs
// through it. Capturing `self` itself under another name (`[owner = self]`) is a strong capture,
// and so is a member of `self` read in a nested closure's capture list inside the handler (that
// list is evaluated when the handler runs, so the handler holds `self`).
import UIKit

final class Archiver {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var previousTaskID: UIBackgroundTaskIdentifier = .invalid
    private var label = "archive"

    func archive() {
        taskID = UIApplication.shared.beginBackgroundTask { [previous = self.previousTaskID, label = self.label] in
            print("expired", label)
            UIApplication.shared.endBackgroundTask(previous)
        }
    }

    func archiveHoldingTheOwner() {
        taskID = UIApplication.shared.beginBackgroundTask { [owner = self] in // expect: strong-self-in-expiration-handler
            owner.finish()
        }
    }

    func archiveWithNestedCopy() {
        taskID = UIApplication.shared.beginBackgroundTask {
            DispatchQueue.main.async { [label = self.label] in // expect: strong-self-in-expiration-handler
                print("expired", label)
            }
            finish()
        }
    }

    func complete() {
        finish()
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

// A handler nested in another handler: the outer one makes the inner closure, so the inner
// list's `self.label` is read by (and holds `self` in) the outer handler, reported there; the
// inner handler holds only the copy, and is not reported, whichever is judged first (the outer
// handler also begins a task and the inner ends `.invalid`: reported, by other rules).
final class NestedArchiver {
    private var outerID: UIBackgroundTaskIdentifier = .invalid
    private var innerID: UIBackgroundTaskIdentifier = .invalid
    private var label = "nested"

    func archive() {
        outerID = UIApplication.shared.beginBackgroundTask {
            let inner = UIApplication.shared.beginBackgroundTask { [label = self.label] in // expect: strong-self-in-expiration-handler, long-work-in-expiration-handler, missing-end-in-expiration-handler
                print("expired", label)
                UIApplication.shared.endBackgroundTask(.invalid)
            }
            self.innerID = inner
            self.finish()
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(outerID)
        outerID = .invalid
        UIApplication.shared.endBackgroundTask(innerID)
        innerID = .invalid
    }
}
