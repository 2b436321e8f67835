// Scenario: the handler marks the player expired on the main actor (`Task { @MainActor in
// self?.isExpired = true }`), as `DispatchQueue.main.async { }` writing the flag would, and ends
// the task: deferring a write starts no work. A task that calls a method (as `main.async {
// self?.markExpired() }` would be) or saves the queue starts work.
import UIKit

final class PodcastPlayer {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var isExpired = false

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            Task { @MainActor in self?.isExpired = true }
            self?.finish()
        }
    }

    func startDetached() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            Task.detached { await self?.markExpired() } // expect: long-work-in-expiration-handler
            self?.finish()
        }
    }

    func startSaving(_ queue: PlaybackQueue) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            Task { await queue.save() } // expect: long-work-in-expiration-handler
            self?.finish()
        }
    }

    @MainActor private func markExpired() {
        isExpired = true
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

protocol PlaybackQueue: Sendable {
    func save() async
}
