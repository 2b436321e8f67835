// Scenario: a task wrapper's handler calls the closure its owner gave it (`onExpiration?()`,
// `onTimeout!()`); that closure ends the task through the wrapper, out of this file's sight, so
// the handler is not reported. `name?(…)` and `name!(…)` are calls like `name(…)`.
// expect: none
import UIKit

final class ClipExportSession {
    var onExpiration: (() -> Void)?
    var onTimeout: (() -> Void)!
    private var exportTaskID = UIBackgroundTaskIdentifier.invalid
    private var thumbnailTaskID = UIBackgroundTaskIdentifier.invalid

    func begin() {
        exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "Export") { [weak self] in
            self?.onExpiration?()
        }
        thumbnailTaskID = UIApplication.shared.beginBackgroundTask(withName: "Thumbnails") { [weak self] in
            guard let self else { return }
            self.onTimeout!()
        }
    }

    func end() {
        guard exportTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(exportTaskID)
        exportTaskID = .invalid
        UIApplication.shared.endBackgroundTask(thumbnailTaskID)
        thumbnailTaskID = .invalid
    }
}
