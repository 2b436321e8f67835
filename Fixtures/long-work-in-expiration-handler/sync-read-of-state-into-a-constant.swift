// Scenario: the handler reads its state under the lock of a private serial queue
// (`let snapshot = isolationQueue.sync { self.activities }`): a value taken under a lock is as
// atomic as the state swap such a queue's `sync` is already allowed. The main queue's `sync`
// (a deadlock: the handler runs on the main thread) and a `sync` whose closure does work of its
// own are still reported.
import UIKit

final class ActivityTracker {
    private let isolationQueue = DispatchQueue(label: "tracker.isolation")
    private var activities: [String] = []
    private var currentTask: UIBackgroundTaskIdentifier = .invalid

    func start(_ name: String) {
        activities.append(name)
        currentTask = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            guard let self else { return }
            let snapshot = self.isolationQueue.sync { self.activities }
            print("expiring \(snapshot.count) activities")
            self.finish()
        }
        startSync()
    }

    func startSync() {
        currentTask = UIApplication.shared.beginBackgroundTask(withName: "sync") { [weak self] in
            guard let self else { return }
            let names = DispatchQueue.main.sync { self.activities } // expect: long-work-in-expiration-handler
            let summary = self.isolationQueue.sync { self.summarize(names) } // expect: long-work-in-expiration-handler
            print(summary)
            self.finish()
        }
    }

    private func summarize(_ names: [String]) -> String {
        names.sorted().joined(separator: ", ")
    }

    func stop() {
        finish()
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(currentTask)
        currentTask = .invalid
    }
}
