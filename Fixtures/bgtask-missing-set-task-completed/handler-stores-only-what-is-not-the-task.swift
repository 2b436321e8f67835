// Scenario: the launch handler stores things in properties, but not the task: its identifier, a
// local bound to it (which dies with the handler), or the result of a call. No other method can
// complete the task through them, and nothing in the handler completes it.
import BackgroundTasks

final class RefreshScheduler {
    private var lastIdentifier: String?
    private var lastDescription: String?

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in // expect: bgtask-missing-set-task-completed
            self.lastIdentifier = task.identifier
            var kept = task
            kept = task
            self.lastDescription = String(describing: task)
            task.expirationHandler = { print("expired", kept) }
        }
    }
}
