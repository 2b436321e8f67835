// Scenario: a launch handler reloads each feed (`feeds.forEach { $0.reload() }`) and another's helper reports a failure through a closure that configures its own parameter (`scope in scope.setLevel(…)`); those closure parameters never held the task, and nothing completes it.
import BackgroundTasks

final class HeartbeatRefresher {
    private var feeds: [HeartbeatFeed] = []

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.feeds", using: nil) { task in // expect: bgtask-missing-set-task-completed
            task.expirationHandler = { print("feed reload expired") }
            self.feeds.forEach { $0.reload() }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.heartbeat", using: nil) { task in // expect: bgtask-missing-set-task-completed
            self.handleHeartbeat(task: task as! BGAppRefreshTask)
        }
    }

    private func handleHeartbeat(task: BGAppRefreshTask) {
        scheduleHeartbeat()
    }

    private func scheduleHeartbeat() {
        do {
            try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.heartbeat"))
        } catch {
            CrashReporter.capture(message: "heartbeat not scheduled") { scope in
                scope.setLevel(.warning)
            }
        }
    }
}

final class HeartbeatFeed {
    func reload() {}
}
