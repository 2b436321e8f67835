// Scenario: of two ids in one directive only the unused one is reported; a directive naming
// 'unused-suppression' silences such a report and is never reported itself.
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var otherID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        // expect@+1: unused-suppression "'strong-self-in-expiration-handler'"
        // bgtask-lint:disable:next missing-end-in-expiration-handler, strong-self-in-expiration-handler
        taskID = UIApplication.shared.beginBackgroundTask {
            print("expired")
        }
        // bgtask-lint:disable:next unused-suppression -- kept while the vendored SDK is patched
        otherID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() } // bgtask-lint:disable:this all
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
        UIApplication.shared.endBackgroundTask(otherID)
        otherID = .invalid
    }
}
