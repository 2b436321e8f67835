// Scenario: a service made once, as a stored property of the application's delegate, and nowhere
// else: it lives as long as the delegate, i.e. the process, so its strong `self` leaks nothing.
// expect: none
import UIKit

final class PushReceiptUploader {
    private var receiptTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ receipts: [Data]) {
        receiptTaskID = UIApplication.shared.beginBackgroundTask {
            self.endReceiptTask()
        }
        ReceiptAPI.send(receipts) { self.endReceiptTask() }
    }

    private func endReceiptTask() {
        UIApplication.shared.endBackgroundTask(receiptTaskID)
        receiptTaskID = .invalid
    }
}

final class WalletAppDelegate: UIResponder, UIApplicationDelegate {
    private let receiptUploader = PushReceiptUploader()
    private static let auditUploader = AuditTrailUploader()
}

final class AuditTrailUploader {
    private var auditTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        auditTaskID = UIApplication.shared.beginBackgroundTask {
            self.endAuditTask()
        }
        AuditAPI.send { self.endAuditTask() }
    }

    private func endAuditTask() {
        UIApplication.shared.endBackgroundTask(auditTaskID)
        auditTaskID = .invalid
    }
}
