// Scenario: instance methods reach a static identifier through their type's name. One ends a copy
// of it and leaves the static holding the ended identifier, so the timeout ends the same task a
// second time. The other copies, resets the static, then ends the copy (copy-reset-end): right.
// Another type's static property is that type's business, and is left alone.
import UIKit

final class SessionTracker {
    private static var sessionTask: UIBackgroundTaskIdentifier?

    func willResignActive() {
        SessionTracker.sessionTask = UIApplication.shared.beginBackgroundTask(withName: "session") { [weak self] in
            self?.timeout()
        }
    }

    func didBecomeActive() {
        if let id = SessionTracker.sessionTask {
            UIApplication.shared.endBackgroundTask(id) // expect: missing-invalid-reset
        }
    }

    func timeout() {
        guard let id = SessionTracker.sessionTask else { return }
        SessionTracker.sessionTask = nil
        UIApplication.shared.endBackgroundTask(id)
    }

    func endOther() {
        if let id = UploadState.task {
            UIApplication.shared.endBackgroundTask(id)
        }
    }
}

enum UploadState {
    static var task: UIBackgroundTaskIdentifier?
}
