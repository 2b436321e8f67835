// Scenario: inside a BGTask's launch work, a UIKit background task's handler only completes the
// BGTask: `setTaskCompleted(success:)` ends that task, never the UIKit one.
import UIKit
import BackgroundTasks

final class CloudDrainer {
    func handle(_ task: BGProcessingTask) {
        let assertion = UIApplication.shared.beginBackgroundTask { // expect: missing-end-in-expiration-handler
            task.setTaskCompleted(success: false)
        }
        Task {
            await CloudAPI.drainAll()
            task.setTaskCompleted(success: true)
            UIApplication.shared.endBackgroundTask(assertion)
        }
    }
}
