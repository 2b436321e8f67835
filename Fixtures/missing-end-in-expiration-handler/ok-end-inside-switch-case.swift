// Scenario: the handler ends the task inside the cases of a switch on the upload state; that counts as ending.
// expect: none
import UIKit

final class ResumableUploader {
    enum State { case idle, uploading, paused }

    private var state = State.idle
    private var resumableTaskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        state = .uploading
        resumableTaskID = UIApplication.shared.beginBackgroundTask(withName: "Resumable") { [weak self] in
            guard let self else { return }
            switch self.state {
            case .uploading:
                self.state = .paused
                UserDefaults.standard.set(true, forKey: "upload.paused")
                self.endResumableTask()
            case .idle, .paused:
                self.endResumableTask()
            }
        }
        ResumableAPI.shared.upload { [weak self] in
            self?.state = .idle
            self?.endResumableTask()
        }
    }

    private func endResumableTask() {
        guard resumableTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(resumableTaskID)
        resumableTaskID = .invalid
    }
}
