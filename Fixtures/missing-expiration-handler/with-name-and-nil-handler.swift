// Scenario: the named variant with expirationHandler: nil.
import UIKit

final class ReceiptPrinter {
    private var printTaskID: UIBackgroundTaskIdentifier = .invalid

    func printReceipt(_ receipt: Data) {
        printTaskID = UIApplication.shared.beginBackgroundTask(withName: "PrintReceipt", expirationHandler: nil) // expect: missing-expiration-handler
        PrinterAPI.shared.send(receipt) { [weak self] in
            self?.endPrintTask()
        }
    }

    private func endPrintTask() {
        UIApplication.shared.endBackgroundTask(printTaskID)
        printTaskID = .invalid
    }
}
