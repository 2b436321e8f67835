// Scenario: the handler resumes a checked continuation with resume(returning:), which is not a URLSessionTask resume().
// expect: none
import UIKit

@MainActor
func runWithBackgroundTime(named name: String, work: @escaping (@escaping (Bool) -> Void) -> Void) async -> Bool {
    await withCheckedContinuation { continuation in
        var taskID = UIBackgroundTaskIdentifier.invalid
        var finished = false
        taskID = UIApplication.shared.beginBackgroundTask(withName: name) {
            guard !finished else { return }
            finished = true
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
            continuation.resume(returning: false)
        }
        work { success in
            guard !finished else { return }
            finished = true
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
            continuation.resume(returning: success)
        }
    }
}
