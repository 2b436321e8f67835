// Scenario: the handler starts a Swift concurrency Task that flushes a queue.
import UIKit

final class OfflineQueue {
    private var drainTaskID: UIBackgroundTaskIdentifier = .invalid

    func drain() {
        drainTaskID = UIApplication.shared.beginBackgroundTask(withName: "DrainQueue") { [weak self] in
            Task { // expect: long-work-in-expiration-handler
                await OfflineQueueStore.shared.flushToDisk()
            }
            self?.endDrainTask()
        }
        Task { [weak self] in
            await OfflineQueueStore.shared.sendAll()
            self?.endDrainTask()
        }
    }

    private func endDrainTask() {
        UIApplication.shared.endBackgroundTask(drainTaskID)
        drainTaskID = .invalid
    }
}
