// Scenario: an inline launch handler cancels the queue on expiration and starts operations, but nothing completes the task.
import BackgroundTasks

final class CleanupScheduler {
    private let queue = OperationQueue()

    func register() {
        let queue = self.queue
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.cleanup", using: .main) { task in // expect: bgtask-missing-set-task-completed
            task.expirationHandler = {
                queue.cancelAllOperations()
            }
            let cleanup = BlockOperation { DiskCleaner.removeStaleFiles() }
            cleanup.completionBlock = {
                print("cleanup finished: cancelled=\(cleanup.isCancelled)")
            }
            queue.addOperation(cleanup)
        }
    }
}
