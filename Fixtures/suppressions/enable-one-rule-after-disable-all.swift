// Scenario: 'enable RULE' after 'disable all' reports that rule again below it; the other rules stay suppressed.
import UIKit

final class LegacyArchiver {
    private var archiveID: UIBackgroundTaskIdentifier = .invalid

    func archive() {
        // bgtask-lint:disable all -- legacy code, tracked in #31
        archiveID = UIApplication.shared.beginBackgroundTask(withName: "old")
        UIApplication.shared.endBackgroundTask(archiveID); archiveID = .invalid
        // bgtask-lint:enable missing-expiration-handler
        archiveID = UIApplication.shared.beginBackgroundTask(withName: "new") // expect: missing-expiration-handler
        UIApplication.shared.endBackgroundTask(archiveID); archiveID = .invalid
        archiveID = UIApplication.shared.beginBackgroundTask {
            print("expired") // still under 'disable all': missing-end-in-expiration-handler is suppressed
        }
    }

    func finishArchive() {
        UIApplication.shared.endBackgroundTask(archiveID)
        archiveID = .invalid
    }
}
