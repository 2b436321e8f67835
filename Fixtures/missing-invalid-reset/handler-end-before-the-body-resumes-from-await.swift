// Scenario: an async wrapper begins a task into a local; its handler cancels the work and ends
// the task without resetting the local. The body awaits the work, and the handler may run during
// that wait: the body's later check still sees the ended identifier and ends it a second time.
// Without an `await` between them the handler cannot run before the body's own end.
import UIKit

@MainActor
func runInBackground<T: Sendable>(_ work: @escaping @Sendable () async -> T) async -> T {
    let job = Task { await work() }
    var taskID = UIBackgroundTaskIdentifier.invalid
    taskID = UIApplication.shared.beginBackgroundTask(withName: "run") {
        job.cancel()
        if taskID != .invalid {
            UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
        }
    }
    let value = await job.value
    if taskID != .invalid {
        UIApplication.shared.endBackgroundTask(taskID)
    }
    return value
}

@MainActor
func saveNow(_ save: () -> Void) {
    var taskID = UIBackgroundTaskIdentifier.invalid
    taskID = UIApplication.shared.beginBackgroundTask(withName: "save") {
        UIApplication.shared.endBackgroundTask(taskID)
    }
    save()
    UIApplication.shared.endBackgroundTask(taskID)
}
