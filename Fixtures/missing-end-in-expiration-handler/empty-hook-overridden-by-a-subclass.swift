// Scenario: a base class owns the task and calls an empty hook when the job stops; the
// subclass's override of the hook ends the task. On `self`, the override runs when self is the
// subclass: the hook may end the task. An empty hook no subclass overrides ends nothing.
import UIKit

class SyncJob {
    var syncTask: UIBackgroundTaskIdentifier = .invalid

    func start() {
        syncTask = UIApplication.shared.beginBackgroundTask(withName: "sync") { [weak self] in
            self?.jobDidStop()
        }
        ContactsStore.sync { [weak self] in self?.jobDidStop() }
    }

    func jobDidStop() {}
}

final class ContactsSyncJob: SyncJob {
    override func jobDidStop() {
        UIApplication.shared.endBackgroundTask(syncTask)
        syncTask = .invalid
    }
}

class ExportJob {
    var exportTask: UIBackgroundTaskIdentifier = .invalid

    func start() {
        exportTask = UIApplication.shared.beginBackgroundTask(withName: "export") { [weak self] in // expect: missing-end-in-expiration-handler, task-never-ended
            self?.jobDidStop()
        }
    }

    func jobDidStop() {}
}

enum ContactsStore {
    static func sync(_ done: @escaping () -> Void) { done() }
}
