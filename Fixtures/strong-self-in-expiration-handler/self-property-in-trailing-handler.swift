// Scenario: a class's trailing-closure handler reads and writes self.taskID without a weak capture.
import UIKit

final class MessageComposer {
    private var sendTaskID: UIBackgroundTaskIdentifier = .invalid

    func send(_ message: String) {
        sendTaskID = UIApplication.shared.beginBackgroundTask(withName: "SendMessage") {
            UIApplication.shared.endBackgroundTask(self.sendTaskID) // expect: strong-self-in-expiration-handler
            self.sendTaskID = .invalid
        }
        MessagingAPI.shared.send(message) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.sendTaskID)
            self.sendTaskID = .invalid
        }
    }
}
