// Scenario: the class declares its own beginBackgroundTask() / endBackgroundTask() helpers; calling them is not calling the API.
// expect: none
import UIKit

final class MapSnapshotter {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func snapshotRegion(_ region: String) {
        beginBackgroundTask()
        SnapshotAPI.shared.render(region) { [weak self] in
            self?.endBackgroundTask()
        }
    }

    private func beginBackgroundTask() {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask(withName: "MapSnapshot") { [weak self] in
            self?.endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        guard backgroundTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
