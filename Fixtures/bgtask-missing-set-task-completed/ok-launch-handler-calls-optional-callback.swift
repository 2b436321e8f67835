// Scenario: a scheduler registers its launch handlers and hands each task to an optional closure
// property (`onRefresh?(task)`) that the app's sync layer sets; what that closure does is beyond
// this file, so the task is given the benefit of the doubt. `name?(…)` and `name!(…)` are calls.
// expect: none
import BackgroundTasks

final class SyncScheduler {
    static let shared = SyncScheduler()
    var onRefresh: ((BGAppRefreshTask) -> Void)?
    var onMaintenance: ((BGProcessingTask) -> Void)!

    func registerLaunchHandlers() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.sync.refresh", using: nil) { [weak self] task in
            guard let task = task as? BGAppRefreshTask else { return }
            self?.onRefresh?(task)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.sync.maintenance", using: nil) { [weak self] task in
            guard let self, let task = task as? BGProcessingTask else { return }
            self.onMaintenance!(task)
        }
    }
}
