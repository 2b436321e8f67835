// Scenario: a private serial queue guards the table of running tasks; the handler takes that lock with `sync` and ends the tasks inside it, synchronously, as a helper taking the same lock would.
// expect: none
import UIKit

final class SyncJobTracker {
    private let tableQueue = DispatchQueue(label: "com.example.sync-jobs")
    private var jobs: [UIBackgroundTaskIdentifier: String] = [:]

    func start(_ job: String) {
        let jobTask = UIApplication.shared.beginBackgroundTask(withName: job) { [weak self] in
            self?.tableQueue.sync {
                self?.endEveryJob()
            }
        }
        tableQueue.async { [weak self] in self?.jobs[jobTask] = job }
    }

    func finish(_ jobTask: UIBackgroundTaskIdentifier) {
        tableQueue.async { [weak self] in self?.jobs[jobTask] = nil }
        UIApplication.shared.endBackgroundTask(jobTask)
    }

    private func endEveryJob() {
        for jobTask in jobs.keys {
            UIApplication.shared.endBackgroundTask(jobTask)
        }
        jobs = [:]
    }
}
