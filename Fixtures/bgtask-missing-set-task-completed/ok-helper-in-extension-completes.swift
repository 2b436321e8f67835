// Scenario: the launch handler calls a method declared in an extension that completes the task when the work is done.
// expect: none
import BackgroundTasks

final class PhotoIndexer {
    func registerIndexing() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.photo-index", using: nil) { [weak self] task in
            guard let self else {
                task.setTaskCompleted(success: false)
                return
            }
            self.runIndexing(task as! BGProcessingTask)
        }
    }
}

extension PhotoIndexer {
    func runIndexing(_ task: BGProcessingTask) {
        var cancelled = false
        task.expirationHandler = { cancelled = true }
        PhotoIndex.shared.rebuild(shouldStop: { cancelled }) {
            task.setTaskCompleted(success: !cancelled)
        }
    }
}
