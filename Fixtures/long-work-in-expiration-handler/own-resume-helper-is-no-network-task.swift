// Scenario: the handler calls the type's own `resume()`, which ends the task and returns to the
// normal state: a helper of the module, followed as one, not a URLSession task's `resume()`.
// `resume()` on a data task held in a property still starts a network task.
import UIKit

final class KeepAlive {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func pause() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.resume()
        }
    }

    /// Ends the keep-alive and returns to the normal state.
    func resume() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var uploadTask: URLSessionUploadTask?

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.uploadTask?.resume() // expect: long-work-in-expiration-handler
            self?.finish()
        }
        uploadTask?.resume()
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
