// Scenario: the launch handler hands the task to an operation whose initializer stores it; the operation's `main()`, run by the queue, completes it, so completion is reachable through what keeps the task.
// expect: none
import BackgroundTasks
import Foundation

final class CleanupOperation: Operation {
    private let backgroundTask: BGProcessingTask

    init(backgroundTask: BGProcessingTask) {
        self.backgroundTask = backgroundTask
    }

    override func main() {
        backgroundTask.expirationHandler = { [weak self] in
            self?.cancel()
        }
        ArchiveCleaner.removeExpired()
        backgroundTask.setTaskCompleted(success: !isCancelled)
    }
}

final class ArchiveCleanupScheduler {
    private let queue = OperationQueue()

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.cleanup", using: nil) { [weak self] task in
            guard let task = task as? BGProcessingTask else { return }
            self?.queue.addOperation(CleanupOperation(backgroundTask: task))
        }
    }
}
