// Scenario: the launch handler starts a Swift concurrency Task that awaits the work and then completes the BGTask.
// expect: none
import BackgroundTasks

final class BackupScheduler {
    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.backup", using: nil) { task in
            let work = Task {
                let ok = await BackupService.shared.runIncrementalBackup()
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = {
                work.cancel()
            }
        }
    }
}
