// Scenario: the helper that ends the task lives in an extension of the class in the same file.
// expect: none
import UIKit

final class OrderSubmitter {
    fileprivate var submitTaskID: UIBackgroundTaskIdentifier = .invalid

    func submit(_ order: Data) {
        submitTaskID = UIApplication.shared.beginBackgroundTask(withName: "SubmitOrder") { [weak self] in
            self?.finishSubmitTask()
        }
        OrderAPI.shared.submit(order) { [weak self] _ in
            self?.finishSubmitTask()
        }
    }
}

extension OrderSubmitter {
    fileprivate func finishSubmitTask() {
        UIApplication.shared.endBackgroundTask(submitTaskID)
        submitTaskID = .invalid
    }
}
