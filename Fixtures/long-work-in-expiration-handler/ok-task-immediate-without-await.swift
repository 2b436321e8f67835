// Scenario: `Task.immediate { }` (Swift 6.2) whose closure has no `await` of its own runs whole
// in place, before the handler returns: it starts no new work. One that ends the task before
// it suspends is judged by the end, not reported as new work (an `await` nested in a closure
// it only stores does not suspend it).
import UIKit

final class DraftStore {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let uploader: DraftUploader

    init(uploader: DraftUploader) {
        self.uploader = uploader
    }

    func saveInBackground(_ drafts: [Draft]) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            Task.immediate { @MainActor in
                self.uploader.markPending(drafts)
                let later = { await self.uploader.flush() }
                _ = later
            }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        uploader.upload(drafts) { [weak self] in self?.finish() }
    }

    func saveAgain(_ drafts: [Draft]) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            Task.immediate {
                self?.finish()
                await self?.uploader.flush()
            }
        }
        uploader.upload(drafts) { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
