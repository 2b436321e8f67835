// Scenario: launch handlers given as functions named with their argument labels
// (`PruneHandler.handle(_:)`): the same functions as without them. One never completes its task,
// and is reported; the other completes it.
import BackgroundTasks

enum BackgroundRegistry {
    static func registerAll() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.prune", using: nil, launchHandler: PruneHandler.handle(_:)) // expect: bgtask-missing-set-task-completed
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil, launchHandler: RefreshHandler.handle(task:))
    }
}

enum PruneHandler {
    static func handle(_ task: BGTask) {
        task.expirationHandler = { print("prune expired") }
        Task { await Store.prune() }
    }
}

enum RefreshHandler {
    static func handle(task: BGTask) {
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        Task {
            await Store.prune()
            task.setTaskCompleted(success: true)
        }
    }
}

enum Store {
    static func prune() async {}
}
