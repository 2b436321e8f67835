// Scenario: a case's only call is still discarded when the switch is a statement, or a switch expression whose value goes to `_`; with no identifier, the handlers cannot end the task either.
import UIKit

final class PlaylistSyncer {
    enum SyncTrigger { case manual, push, timer }

    func sync(_ trigger: SyncTrigger) {
        switch trigger {
        case .manual:
            UIApplication.shared.beginBackgroundTask(withName: "Manual") { PlaylistSyncAPI.shared.cancel() } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        default:
            break
        }
        PlaylistSyncAPI.shared.sync()
    }

    func syncQuietly(_ trigger: SyncTrigger) {
        _ = switch trigger {
        case .manual: UIApplication.shared.beginBackgroundTask(withName: "Manual") { PlaylistSyncAPI.shared.cancel() } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        case .push, .timer: UIApplication.shared.beginBackgroundTask(withName: "Auto") { PlaylistSyncAPI.shared.cancel() } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        }
        PlaylistSyncAPI.shared.sync()
    }
}
