// Scenario: an extension of UIApplication declares its own `beginBackgroundTask(for:)`; a call
// with UIKit's labels inside it is UIKit's (an overload hides nothing whose labels it cannot take).
import UIKit

final class UploadJob {
    let name: String
    private var finishHandlers: [() -> Void] = []

    init(name: String) {
        self.name = name
    }

    func onFinish(_ handler: @escaping () -> Void) {
        finishHandlers.append(handler)
    }
}

extension UIApplication {
    func beginBackgroundTask(for job: UploadJob) {
        let id = beginBackgroundTask(withName: job.name, expirationHandler: nil) // expect: missing-expiration-handler
        job.onFinish { self.endBackgroundTask(id) }
    }
}
