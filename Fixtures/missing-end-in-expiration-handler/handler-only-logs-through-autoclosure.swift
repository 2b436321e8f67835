// Scenario: the handler only logs, through a helper whose parameter is an `@autoclosure`: calling
// that parameter runs the caller's own argument (a string), which ends nothing.
import UIKit

func logWarning(_ message: @autoclosure () -> String) {
    print(message())
}

final class LibraryIndexer {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "Index") { // expect: missing-end-in-expiration-handler
            logWarning("indexing expired")
        }
        IndexAPI.shared.run { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
