// Scenario: the normal path calls a method of self declared outside the analysed files (a superclass, another target); it may end the property, so nothing is reported.
// expect: none
import UIKit

final class ReceiptUploader: BaseUploader {
    var receiptTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ receipt: Data) {
        receiptTaskID = UIApplication.shared.beginBackgroundTask(withName: "Receipt") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.receiptTaskID)
            self.receiptTaskID = .invalid
        }
        ReceiptAPI.shared.send(receipt) { [weak self] in
            self?.completeUpload()
        }
    }
}
