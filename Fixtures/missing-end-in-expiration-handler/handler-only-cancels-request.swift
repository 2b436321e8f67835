// Scenario: the handler cancels the running request (allowed) but forgets to end the task.
import UIKit

final class AvatarUploader {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid
    private var currentRequest: URLSessionTask?

    func upload(_ avatar: Data, to url: URL) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.currentRequest?.cancel()
        }
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        currentRequest = URLSession.shared.uploadTask(with: request, from: avatar) { [weak self] _, _, _ in
            self?.endUploadTask()
        }
        currentRequest?.resume()
    }

    private func endUploadTask() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        uploadTaskID = .invalid
    }
}
