// Scenario: an actor keeps its task identifier in a property; the handler calls nonisolated methods on self without a weak capture.
import UIKit

actor SyncEngine {
    private let name = "sync-engine"
    private nonisolated(unsafe) var batchTaskID = UIBackgroundTaskIdentifier.invalid

    func upload(_ batch: [Data]) async {
        batchTaskID = await UIApplication.shared.beginBackgroundTask(withName: "SyncBatch") {
            self.logExpiration() // expect: strong-self-in-expiration-handler
            self.endBatchTask()
        }
        await SyncAPI.shared.send(batch)
        endBatchTask()
    }

    nonisolated func endBatchTask() {
        UIApplication.shared.endBackgroundTask(batchTaskID)
        batchTaskID = .invalid
    }

    nonisolated func logExpiration() {
        print("\(name) ran out of background time")
    }
}
