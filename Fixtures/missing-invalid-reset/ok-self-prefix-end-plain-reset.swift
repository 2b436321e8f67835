// Scenario: the end uses self.identifier and the reset uses the bare property name; both name the same property.
// expect: none
import UIKit

final class ProfileEditor {
    private var commitTaskID: UIBackgroundTaskIdentifier = .invalid

    func commit(_ profile: [String: String]) {
        commitTaskID = UIApplication.shared.beginBackgroundTask(withName: "CommitProfile") { [weak self] in
            self?.endCommitTask()
        }
        ProfileAPI.shared.update(profile) { [weak self] in
            self?.endCommitTask()
        }
    }

    private func endCommitTask() {
        UIApplication.shared.endBackgroundTask(self.commitTaskID)
        print("profile commit finished")
        commitTaskID = .invalid
    }
}
