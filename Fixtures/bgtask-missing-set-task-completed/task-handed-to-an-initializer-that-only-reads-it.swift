// Scenario: the launch handler hands the task to an initializer that only reads its identifier and does not keep the task; nothing can complete it.
import BackgroundTasks

struct RefreshLog {
    let name: String

    init(task: BGAppRefreshTask) {
        name = task.identifier
    }
}

enum HeadlineRefresher {
    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.feed", using: nil) { task in // expect: bgtask-missing-set-task-completed
            let log = RefreshLog(task: task as! BGAppRefreshTask)
            print(log.name)
        }
    }
}
