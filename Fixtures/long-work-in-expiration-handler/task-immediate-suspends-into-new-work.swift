// Scenario: the handler starts `Task.immediate { }` (Swift 6.2) whose closure awaits. It runs
// in place only until that `await`; the rest is new asynchronous work, begun as the app is about
// to be suspended, exactly like `Task { }`. The handler ends its task itself, so only the new
// work is reported.
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
            Task.immediate { // expect: long-work-in-expiration-handler
                self.uploader.markPending(drafts)
                await self.uploader.flush()
            }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        uploader.upload(drafts) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
    }
}
