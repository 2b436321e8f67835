// Scenario: the local copy is ended in a closure handed to the app's own retry helper, which may call it more than once; without a reset, a second call ends the task again.
import UIKit

final class UploadRetrier {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
    private let lock = DispatchQueue(label: "upload.retrier")

    func begin() {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "UploadRetry") { [weak self] in
            self?.finish()
        }
        UploadQueue.shared.drain { [weak self] in
            self?.finish()
        }
    }

    func finish() {
        var id: UIBackgroundTaskIdentifier = .invalid
        lock.sync {
            id = uploadTaskID
            uploadTaskID = .invalid
        }
        RetryPolicy.shared.onEachAttempt {
            UIApplication.shared.endBackgroundTask(id) // expect: missing-invalid-reset
        }
    }
}
