// Scenario: a backticked keyword property and a raw-identifier helper (SE-0451) name the identifier and the ending helper; all correct.
// expect: none
import UIKit

final class BacktickedStore {
    private var `default`: UIBackgroundTaskIdentifier = .invalid

    func `save`() {
        `default` = UIApplication.shared.beginBackgroundTask(withName: "Backticks") { [weak self] in
            self?.`ends the task when expired`()
        }
        StoreAPI.shared.flush { [weak self] in
            self?.`ends the task when expired`()
        }
    }

    func `ends the task when expired`() {
        UIApplication.shared.endBackgroundTask(`default`)
        `default` = .invalid
    }
}
