// Scenario: the identifier's `didSet` ends whatever task the property held before, so storing
// `.invalid` (in the handler, on completion) or the next task (a keep-alive helper) ends it.
// The end is an assignment, not a call: no finding. The same shape whose observer only logs
// still ends nothing.
import UIKit

final class JournalSaver {
    private var journalTask: UIBackgroundTaskIdentifier = .invalid {
        didSet {
            guard oldValue != .invalid else { return }
            UIApplication.shared.endBackgroundTask(oldValue)
        }
    }

    func save(_ entry: String) {
        journalTask = UIApplication.shared.beginBackgroundTask(withName: "journal") { [weak self] in
            self?.journalTask = .invalid
        }
        JournalStore.write(entry) { [weak self] in
            self?.journalTask = .invalid
        }
    }
}

final class Heartbeat {
    private var beatTask = UIBackgroundTaskIdentifier.invalid {
        willSet { finish(beatTask) }
    }

    func keepBeating() {
        beatTask = UIApplication.shared.beginBackgroundTask { [unowned self] in
            self.renew()
        }
    }

    private func renew() {
        beatTask = .invalid
    }

    private func finish(_ task: UIBackgroundTaskIdentifier) {
        UIApplication.shared.endBackgroundTask(task)
    }
}

final class LoggingSaver {
    private var logTask: UIBackgroundTaskIdentifier = .invalid {
        didSet { print("task changed from \(oldValue)") }
    }

    func save(_ entry: String) {
        logTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler, task-never-ended
            self?.logTask = .invalid
        }
        JournalStore.write(entry) { [weak self] in
            self?.logTask = .invalid
        }
    }
}

enum JournalStore {
    static func write(_ entry: String, completion: @escaping () -> Void) { completion() }
}
