// Scenario: the handler argument is a non-optional closure parameter passed through; a handler exists, so nothing is reported.
// expect: none
import UIKit

final class RetryingSender {
    private var sendTaskID: UIBackgroundTaskIdentifier = .invalid

    func send(_ payload: Data, whenExpired handler: @escaping @MainActor @Sendable () -> Void) {
        sendTaskID = UIApplication.shared.beginBackgroundTask(withName: "RetryingSend", expirationHandler: handler)
        SendAPI.shared.send(payload) { [weak self] in
            self?.endSendTask()
        }
    }

    func endSendTask() {
        UIApplication.shared.endBackgroundTask(sendTaskID)
        sendTaskID = .invalid
    }
}
