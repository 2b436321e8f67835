// Scenario: `endUpdates(for:)` is not UIKit's `endUpdates()`: a method of self no analysed file declares, it may end the task, so nothing is reported.
// expect: none
import UIKit

final class TimelineTableView: UITableView {
    var refreshTaskID: UIBackgroundTaskIdentifier = .invalid

    func refresh() {
        refreshTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.refreshTaskID)
            self.refreshTaskID = .invalid
        }
        TimelineAPI.shared.load { [weak self] in
            guard let self else { return }
            self.endUpdates(for: self.refreshTaskID)
        }
    }
}
