// Scenario: the normal path calls a local function that calls another local function nested in
// it, which ends the task: found through the nested helper's body.
// expect: none
import UIKit

final class ArchiveCompactor {
    private var compactTaskID: UIBackgroundTaskIdentifier = .invalid

    func compact() {
        compactTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stopCompacting() }
        ArchiveStore.compact { [weak self] in self?.stopCompacting() }
    }

    private func stopCompacting() {
        func release() {
            func endTask() {
                UIApplication.shared.endBackgroundTask(compactTaskID)
                compactTaskID = .invalid
            }
            endTask()
        }
        release()
    }
}
