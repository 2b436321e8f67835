// Scenario: the inline launch handler completes the task in its expirationHandler and in the work's completion closure.
// expect: none
import BackgroundTasks

enum InboxRefresh {
    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.inbox", using: nil) { task in
            task.expirationHandler = {
                InboxAPI.shared.cancelRefresh()
                task.setTaskCompleted(success: false)
            }
            InboxAPI.shared.refresh { success in
                task.setTaskCompleted(success: success)
            }
        }
    }
}
