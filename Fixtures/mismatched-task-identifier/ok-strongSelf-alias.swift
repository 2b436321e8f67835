// Scenario: the handler unwraps weak self into strongSelf and ends strongSelf.taskID, the same property the begin assigns.
// expect: none
import UIKit

final class CouponRedeemer {
    private var redeemTaskID: UIBackgroundTaskIdentifier = .invalid

    func redeem(_ code: String) {
        self.redeemTaskID = UIApplication.shared.beginBackgroundTask(withName: "Redeem") { [weak self] in
            guard let strongSelf = self else { return }
            UIApplication.shared.endBackgroundTask(strongSelf.redeemTaskID)
            strongSelf.redeemTaskID = .invalid
        }
        CouponAPI.shared.redeem(code) { [weak self] in
            guard let strongSelf = self else { return }
            UIApplication.shared.endBackgroundTask(strongSelf.redeemTaskID)
            strongSelf.redeemTaskID = .invalid
        }
    }
}
