// Scenario: a helper begins the task on the main actor and hands the identifier back to the
// awaiting caller with `resume(returning:)`, as a `return` would; the caller ends it. A helper
// that hands back something else leaves its task ended only by the handler.
import UIKit

enum ArchiveExport {
    static func beginOnMain() async -> UIBackgroundTaskIdentifier {
        await withCheckedContinuation { (continuation: CheckedContinuation<UIBackgroundTaskIdentifier, Never>) in
            Task { @MainActor in
                var taskID = UIBackgroundTaskIdentifier.invalid
                taskID = UIApplication.shared.beginBackgroundTask(withName: "archive") {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
                continuation.resume(returning: taskID)
            }
        }
    }

    static func beginAndReport() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            Task { @MainActor in
                var taskID = UIBackgroundTaskIdentifier.invalid
                taskID = UIApplication.shared.beginBackgroundTask(withName: "report") { // expect: task-never-ended
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
                continuation.resume(returning: true)
            }
        }
    }
}
