// Scenario: Swift 6.3 module selectors (`UIKit::UIApplication`, `Swift::max`) qualify the API's type or the call itself; the calls are still the API's. swiftc lexes `::` as one token, we as two colons (README "Differential lexing"), and no rule reads the difference.
import UIKit

final class ReceiptUploader {
    func upload() {
        let task = UIKit::UIApplication.shared.beginBackgroundTask(expirationHandler: nil) // expect: missing-expiration-handler
        send(count: Swift::max(1, 2))
        UIKit::UIApplication.shared.endBackgroundTask(task)
    }

    func uploadAgain() {
        let task = UIApplication.shared.UIKit::beginBackgroundTask(expirationHandler: nil) // expect: missing-expiration-handler
        send(count: 1)
        UIApplication.shared.endBackgroundTask(task)
    }

    private func send(count: Int) {}
}
