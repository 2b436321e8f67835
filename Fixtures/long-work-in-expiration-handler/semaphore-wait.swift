// Scenario: the handler waits on a semaphore for the in-flight request, blocking the main thread.
import UIKit

final class LicenseValidator {
    private var validateTaskID: UIBackgroundTaskIdentifier = .invalid
    private let requestDone = DispatchSemaphore(value: 0)

    func validate(_ request: URLRequest) {
        let requestDone = self.requestDone
        validateTaskID = UIApplication.shared.beginBackgroundTask(withName: "ValidateLicense") { [weak self] in
            requestDone.wait() // expect: long-work-in-expiration-handler
            self?.endValidateTask()
        }
        URLSession.shared.dataTask(with: request) { [weak self] _, _, _ in
            requestDone.signal()
            self?.endValidateTask()
        }.resume()
    }

    private func endValidateTask() {
        UIApplication.shared.endBackgroundTask(validateTaskID)
        validateTaskID = .invalid
    }
}
