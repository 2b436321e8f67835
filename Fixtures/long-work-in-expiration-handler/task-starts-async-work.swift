// Scenario: the handler starts a Swift concurrency Task that writes the queue out, new work the handler cannot wait for.
import UIKit

final class OfflineQueue {
    private var drainTaskID: UIBackgroundTaskIdentifier = .invalid
    private var pending: [String] = []

    func drain() {
        drainTaskID = UIApplication.shared.beginBackgroundTask(withName: "DrainQueue") { [weak self] in
            Task { // expect: long-work-in-expiration-handler
                await self?.persistPending()
            }
            self?.endDrainTask()
        }
        Task { [weak self] in
            await OfflineQueueAPI.shared.sendAll()
            self?.endDrainTask()
        }
    }

    private func persistPending() async {
        print("persisting \(pending.count) queued requests")
    }

    private func endDrainTask() {
        UIApplication.shared.endBackgroundTask(drainTaskID)
        drainTaskID = .invalid
    }
}
