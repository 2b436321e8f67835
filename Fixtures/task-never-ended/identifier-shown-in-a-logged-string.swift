// Scenario: the normal path only logs the identifier, interpolated into a string
// (`debugLog("began \(self.taskID)")`): a string of it cannot end the task, whatever the string is
// handed to, so the task is still ended only by its handler. Handing the identifier itself to a
// function the analyzer cannot see into keeps the benefit of the doubt.
import UIKit

final class SyncService {
    static let shared = SyncService()
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var otherID: UIBackgroundTaskIdentifier = .invalid

    func begin() {
        guard taskID == .invalid else { return }
        taskID = UIApplication.shared.beginBackgroundTask(withName: "sync", expirationHandler: { [weak self] in // expect: task-never-ended
            self?.end()
        })
        debugLog("began \(self.taskID) (\(taskID.rawValue))")
    }

    func beginOther() {
        otherID = UIApplication.shared.beginBackgroundTask(withName: "other", expirationHandler: { [weak self] in
            self?.endOther()
        })
        track(otherID)
    }

    private func end() {
        if taskID != .invalid {
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
    }

    private func endOther() {
        UIApplication.shared.endBackgroundTask(otherID)
        otherID = .invalid
    }
}
