// Scenario: finishAll() ends two stored identifiers but resets only the second one.
import UIKit

final class AttachmentPipeline {
    private var compressTaskID: UIBackgroundTaskIdentifier = .invalid
    private var sendTaskID: UIBackgroundTaskIdentifier = .invalid

    func process(_ attachment: Data) {
        compressTaskID = UIApplication.shared.beginBackgroundTask(withName: "Compress") { [weak self] in
            self?.finishAll()
        }
        sendTaskID = UIApplication.shared.beginBackgroundTask(withName: "Send") { [weak self] in
            self?.finishAll()
        }
        AttachmentAPI.shared.compressAndSend(attachment) { [weak self] in
            self?.finishAll()
        }
    }

    private func finishAll() {
        UIApplication.shared.endBackgroundTask(compressTaskID) // expect: missing-invalid-reset
        UIApplication.shared.endBackgroundTask(sendTaskID)
        sendTaskID = .invalid
    }
}
