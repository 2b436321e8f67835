// Scenario: the handler wakes every caller waiting for the sync (`waiters.forEach { $0.resume() }`
// over an array of continuations, or over one named `…continuations`) and ends the task: resuming
// a continuation is atomic. Resuming each of a list of URL session tasks starts network work.
import UIKit

final class SyncCoordinator {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var pendingContinuations = [CheckedContinuation<Void, Never>]()
    private var uploads: [URLSessionTask] = []

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            self.waiters.forEach { $0.resume() }
            self.waiters.removeAll()
            self.finish()
        }
    }

    func startPending() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            pendingContinuations.forEach { $0.resume() }
            self.finish()
        }
    }

    func startUploads() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            self.uploads.forEach { $0.resume() } // expect: long-work-in-expiration-handler
            self.finish()
        }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
