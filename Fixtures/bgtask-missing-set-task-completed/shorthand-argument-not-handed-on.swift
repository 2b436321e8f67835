// Scenario: the launch handler uses `$0` only to set an expiration handler that never completes, and hands nothing on; the task is never completed.
import BackgroundTasks

enum Maintenance {
    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.maintenance", using: nil) { // expect: bgtask-missing-set-task-completed
            $0.expirationHandler = { print("maintenance expired") }
            MaintenanceLog.record("started")
        }
    }
}
