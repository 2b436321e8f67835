// Scenario: [weak self] unwrapped into a local named strongSelf.
// expect: none
import UIKit

final class LegacyUploader {
    private var legacyTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ blob: Data) {
        legacyTaskID = UIApplication.shared.beginBackgroundTask(expirationHandler: { [weak self] in
            guard let strongSelf = self else { return }
            UIApplication.shared.endBackgroundTask(strongSelf.legacyTaskID)
            strongSelf.legacyTaskID = .invalid
        })
        LegacyAPI.shared.upload(blob) { [weak self] in
            guard let strongSelf = self else { return }
            UIApplication.shared.endBackgroundTask(strongSelf.legacyTaskID)
            strongSelf.legacyTaskID = .invalid
        }
    }
}
