// Scenario: the handler ends the task on a private serial queue with stateQueue.async.
import UIKit

final class DownloadStateMachine {
    private let stateQueue = DispatchQueue(label: "com.example.download-state")
    private var stateTaskID: UIBackgroundTaskIdentifier = .invalid

    func begin() {
        let stateQueue = self.stateQueue
        stateTaskID = UIApplication.shared.beginBackgroundTask(withName: "DownloadState") { [weak self] in // expect: async-end-in-expiration-handler
            stateQueue.async {
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.stateTaskID)
                self.stateTaskID = .invalid
            }
        }
        DownloadAPI.shared.resumeAll { [weak self] in
            self?.finish()
        }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(stateTaskID)
        stateTaskID = .invalid
    }
}
