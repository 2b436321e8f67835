// Scenario: launch handlers that hand the task on to code the analyzer does not follow: a
// closure looked up in a table (`runners[id]?(task)`), and an awaiting caller through a
// continuation (`resume(returning: task)`). Either may complete it. Handing on only the task's
// identifier leaves the task itself uncompleted.
import BackgroundTasks

@MainActor
final class RefreshRegistry {
    private var runners: [String: (BGTask) -> Void] = [:]
    private var waiter: CheckedContinuation<BGTask, Never>?
    private var names: [String: (String) -> Void] = [:]

    func registerAll() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.sync", using: .main) { task in
            self.runners["app.sync"]?(task)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.refresh", using: .main) { task in
            self.waiter?.resume(returning: task)
            self.waiter = nil
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.log", using: .main) { task in // expect: bgtask-missing-set-task-completed
            self.names["app.log"]?(task.identifier)
        }
    }

    func nextRefresh() async -> BGTask {
        await withCheckedContinuation { self.waiter = $0 }
    }
}
