// Scenario: the handler passes self as an argument before ending through a helper; the first strong self is the argument.
import UIKit

final class PaymentProcessor {
    private var paymentTaskID: UIBackgroundTaskIdentifier = .invalid
    weak var delegate: PaymentProcessorDelegate?

    func process(_ payment: Data) {
        paymentTaskID = UIApplication.shared.beginBackgroundTask(withName: "Payment") {
            PaymentAudit.recordExpiration(of: self) // expect: strong-self-in-expiration-handler
            self.endPaymentTask()
        }
        PaymentAPI.shared.charge(payment) { [weak self] _ in
            self?.endPaymentTask()
        }
    }

    private func endPaymentTask() {
        UIApplication.shared.endBackgroundTask(paymentTaskID)
        paymentTaskID = .invalid
    }
}
