// Scenario: one function runs three jobs, each with a `taskID` of its own: two closures and the
// function's own code. The second closure never ends its task; the first closure's end before it
// and the function's end after it are other variables' ends, though all three bear one name.
import UIKit

func runMaintenance(on queue: DispatchQueue) {
    queue.async {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(taskID) }
        compactDatabase()
        UIApplication.shared.endBackgroundTask(taskID)
    }
    queue.async {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask { // expect: task-never-ended
            UIApplication.shared.endBackgroundTask(taskID)
        }
        uploadLogs()
    }
    var taskID = UIBackgroundTaskIdentifier.invalid
    taskID = UIApplication.shared.beginBackgroundTask { UIApplication.shared.endBackgroundTask(taskID) }
    flushCaches()
    UIApplication.shared.endBackgroundTask(taskID)
}

private func compactDatabase() {}
private func uploadLogs() {}
private func flushCaches() {}
