// Scenario: the handler only prints a message and never calls endBackgroundTask.
import UIKit

final class ReceiptSync {
    private var syncTaskID = UIBackgroundTaskIdentifier.invalid

    func syncReceipts(_ receipts: [Data], completion: @escaping () -> Void) {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "ReceiptSync") { // expect: missing-end-in-expiration-handler
            print("Receipt sync ran out of background time")
        }
        ReceiptAPI.send(receipts) { [weak self] in
            self?.finishSync()
            completion()
        }
    }

    private func finishSync() {
        guard syncTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(syncTaskID)
        syncTaskID = .invalid
    }
}
