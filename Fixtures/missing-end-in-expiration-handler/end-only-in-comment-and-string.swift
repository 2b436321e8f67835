// Scenario: endBackgroundTask appears in the handler only inside a comment and a string, which never counts.
import UIKit

final class MailOutbox {
    private var sendTaskID: UIBackgroundTaskIdentifier = .invalid
    private var isExpired = false

    func flush(_ messages: [String]) {
        sendTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            // UIApplication.shared.endBackgroundTask(self.sendTaskID)
            print("TODO: call UIApplication.shared.endBackgroundTask(sendTaskID) here")
            /* self?.finishFlush() */
            self?.isExpired = true
        }
        MailTransport.shared.send(messages) { [weak self] in
            self?.finishFlush()
        }
    }

    private func finishFlush() {
        UIApplication.shared.endBackgroundTask(sendTaskID)
        sendTaskID = .invalid
    }
}
