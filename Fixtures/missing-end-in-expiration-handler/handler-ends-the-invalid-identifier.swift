// Scenario: the handler calls UIKit's endBackgroundTask with the invalid identifier, in each of
// its spellings. `.invalid` names no task, so the handler's own task runs on until the system
// kills the app. Real handlers are written so, some with a comment saying only an invalid task
// needs ending there.
import UIKit

final class PasteboardCleaner {
    private var clearTaskID = UIBackgroundTaskIdentifier.invalid

    func copy(_ text: String, clearingAfter delay: TimeInterval) {
        UIPasteboard.general.string = text
        clearTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            UIPasteboard.general.string = ""
            UIApplication.shared.endBackgroundTask(UIBackgroundTaskInvalid)
            self?.clearTaskID = .invalid
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self else { return }
            UIPasteboard.general.string = ""
            UIApplication.shared.endBackgroundTask(self.clearTaskID)
            self.clearTaskID = .invalid
        }
    }
}

final class CommentGenerator {
    func generate(for postID: String, completion: @escaping () -> Void) {
        let taskID = UIApplication.shared.beginBackgroundTask(withName: "comments") { // expect: missing-end-in-expiration-handler
            // The closure cannot name taskID, so end an invalid task instead.
            UIApplication.shared.endBackgroundTask(.invalid)
        }
        CommentAPI.shared.generate(postID) {
            UIApplication.shared.endBackgroundTask(taskID)
            completion()
        }
    }
}

final class LocationTracker {
    func applicationDidEnterBackground(_ application: UIApplication) {
        application.beginBackgroundTask { // expect: discarded-task-identifier, missing-end-in-expiration-handler
            application.endBackgroundTask(UIBackgroundTaskIdentifier.invalid)
        }
    }
}
