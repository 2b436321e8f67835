// Scenario: launch handlers cast the task into a local and give that to an engine the analysed files do not declare, directly or in a helper they hand the task to; the cast is still the task, so stay silent.
// expect: none
import BackgroundTasks

final class FeedPrefetchScheduler {
    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.prefetch", using: nil) { task in
            let refresh = task as! BGAppRefreshTask
            PrefetchEngine.shared.start(refresh)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.prefetch-images", using: nil) { task in
            self.prefetchImages(with: task)
        }
    }

    private func prefetchImages(with task: BGTask) {
        guard let processing = task as? BGProcessingTask else { return }
        PrefetchEngine.shared.startImages(processing)
    }
}
