// Scenario: the extension with the cleanup handler that completes the task on both the expiration and the normal path.
import BackgroundTasks

extension AppDelegate {
    func handleDatabaseCleanup(_ task: BGProcessingTask) {
        let cleanup = DatabaseCleanup()
        task.expirationHandler = {
            cleanup.stop()
            task.setTaskCompleted(success: false)
        }
        cleanup.run { success in
            task.setTaskCompleted(success: success)
        }
    }
}
