// Scenario: this file begins and ends the task stored in the other file's global; nothing is reported here.
import UIKit

final class Checkout {
    func submit(_ cart: Data) {
        sharedBackgroundTaskID = UIApplication.shared.beginBackgroundTask(withName: "Checkout") {
            UIApplication.shared.endBackgroundTask(sharedBackgroundTaskID)
            sharedBackgroundTaskID = .invalid
        }
        CheckoutAPI.shared.submit(cart) {
            UIApplication.shared.endBackgroundTask(sharedBackgroundTaskID)
            sharedBackgroundTaskID = .invalid
        }
    }
}
