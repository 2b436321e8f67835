// Scenario: an Optional identifier is ended with ! after a nil check and then set back to nil.
// expect: none
import UIKit

final class WidgetSnapshotter {
    private var snapshotTask: UIBackgroundTaskIdentifier?

    func snapshot(_ timeline: [String]) {
        snapshotTask = UIApplication.shared.beginBackgroundTask(withName: "WidgetSnapshot") { [weak self] in
            self?.endSnapshotTask()
        }
        WidgetStore.shared.write(timeline) { [weak self] in
            self?.endSnapshotTask()
        }
    }

    private func endSnapshotTask() {
        guard snapshotTask != nil else { return }
        UIApplication.shared.endBackgroundTask(snapshotTask!)
        snapshotTask = nil
    }
}
