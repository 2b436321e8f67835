// Scenario: identifiers kept in a dictionary property, and in a property a superclass declares:
// both are properties of the object the handler holds strongly.
import UIKit

class DownloadStep {
    var stepTaskID: UIBackgroundTaskIdentifier = .invalid

    func finishStep() {
        UIApplication.shared.endBackgroundTask(stepTaskID)
        stepTaskID = .invalid
    }
}

final class ArchiveDownloadStep: DownloadStep {
    private var cancelled = false

    func run() {
        stepTaskID = UIApplication.shared.beginBackgroundTask(withName: "Archive") {
            self.cancelled = true // expect: strong-self-in-expiration-handler
            self.finishStep()
        }
        ArchiveAPI.download { self.finishStep() }
    }
}

final class LongLivedTasks {
    private var tasks: [String: UIBackgroundTaskIdentifier] = [:]

    func begin(id: String) {
        tasks[id] = UIApplication.shared.beginBackgroundTask {
            self.end(id: id) // expect: strong-self-in-expiration-handler
        }
    }

    func end(id: String) {
        guard let task = tasks.removeValue(forKey: id) else { return }
        UIApplication.shared.endBackgroundTask(task)
    }
}
