// Scenario: the handler resets the identifier and then ends it, in that order: the end is handed
// `.invalid`, which names no task, and the task runs on until the system kills the app. (A
// shipping SDK's REST client has this shape.) The reset must come after the end, which is what
// `missing-invalid-reset` asks for as well.
import UIKit

final class RestClient {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func invoke(_ request: URLRequest, completion: @escaping (Data?) -> Void) {
        var requestTask = UIBackgroundTaskIdentifier.invalid
        requestTask = UIApplication.shared.beginBackgroundTask(withName: "rest") { // expect: missing-end-in-expiration-handler
            requestTask = UIBackgroundTaskIdentifier.invalid
            UIApplication.shared.endBackgroundTask(requestTask) // expect: missing-invalid-reset
        }
        URLSession.shared.dataTask(with: request) { data, _, _ in
            completion(data)
            UIApplication.shared.endBackgroundTask(requestTask)
            requestTask = .invalid
        }.resume()
    }

    func upload(_ data: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask { [unowned self] in // expect: missing-end-in-expiration-handler
            self.uploadTaskID = .invalid; UIApplication.shared.endBackgroundTask(self.uploadTaskID) // expect: missing-invalid-reset
        }
        Uploader.shared.send(data) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.uploadTaskID)
            self.uploadTaskID = .invalid
        }
    }
}
