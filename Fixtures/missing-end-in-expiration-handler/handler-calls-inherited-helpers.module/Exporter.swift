// Scenario: the types calling the inherited helpers (the other file).
import UIKit

final class Exporter: Expirable {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func export() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.prepareForExpiration()
        }
        Work.run { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class Importer: TaskOwner {
    func importAll() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endTask()
        }
        Work.run { [weak self] in self?.endTask() }
    }
}
