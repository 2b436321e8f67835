// Scenario: the handler uses MainActor.assumeIsolated, which runs synchronously, to end the task.
// expect: none
import UIKit

final class LiveActivityUpdater {
    private var activityTaskID: UIBackgroundTaskIdentifier = .invalid

    func pushUpdate(_ state: Data) {
        activityTaskID = UIApplication.shared.beginBackgroundTask(withName: "LiveActivity") { [weak self] in
            MainActor.assumeIsolated {
                self?.endActivityTask()
            }
        }
        ActivityAPI.shared.push(state) { [weak self] in
            self?.endActivityTask()
        }
    }

    private func endActivityTask() {
        UIApplication.shared.endBackgroundTask(activityTaskID)
        activityTaskID = .invalid
    }
}
