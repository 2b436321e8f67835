// Scenario: division chains and /= lex as operators, not as a regex literal that would swallow the begin call between them.
import UIKit

final class QuotaMeter {
    private var meterTaskID: UIBackgroundTaskIdentifier = .invalid
    private var total = 120.0, count = 4.0, a = 8.0, b = 2.0, c = 2.0

    func measure() {
        var perItem = total / count / 2; let q = a/b/c
        perItem /= 2 // divide, not a regex
        let ratio = perItem / q; meterTaskID = UIApplication.shared.beginBackgroundTask { print(ratio / 2) } // expect: missing-end-in-expiration-handler
        let half = ratio / 2 /* } */
        QuotaAPI.shared.report(half) { [weak self] in self?.endMeterTask() }
    }

    private func endMeterTask() {
        UIApplication.shared.endBackgroundTask(meterTaskID)
        meterTaskID = .invalid
    }
}
