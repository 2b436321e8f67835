// Scenario: the canonical modern pattern: [weak self], guard let self, cancel, end and reset in the handler.
// expect: none
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var currentTask: URLSessionUploadTask?

    func upload(_ file: URL, with request: URLRequest) {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "Upload") { [weak self] in
            guard let self else { return }
            self.currentTask?.cancel()
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        currentTask = URLSession.shared.uploadTask(with: request, fromFile: file) { [weak self] _, _, _ in
            DispatchQueue.main.async {
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.taskID)
                self.taskID = .invalid
            }
        }
        currentTask?.resume()
    }
}
