// Scenario: an actor method's handler calls a nonisolated method on self without a weak capture.
import UIKit

actor SyncEngine {
    private let name = "sync-engine"

    func upload(_ batch: [Data]) async {
        var batchTaskID = UIBackgroundTaskIdentifier.invalid
        batchTaskID = await UIApplication.shared.beginBackgroundTask(withName: "SyncBatch") {
            self.logExpiration() // expect: strong-self-in-expiration-handler
            UIApplication.shared.endBackgroundTask(batchTaskID)
            batchTaskID = .invalid
        }
        await SyncAPI.shared.send(batch)
        await UIApplication.shared.endBackgroundTask(batchTaskID)
        batchTaskID = .invalid
    }

    nonisolated func logExpiration() {
        print("\(name) ran out of background time")
    }
}
