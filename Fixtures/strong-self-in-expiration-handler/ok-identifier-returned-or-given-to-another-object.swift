// Scenario: the identifier is returned to the caller, or kept by another object: stored separately
// from the object the handler holds, as the guide advises, so no cycle forms through it.
import UIKit

final class ReportExportTracker {
    var exportTaskID: UIBackgroundTaskIdentifier = .invalid
}

final class ReportExportSession {
    private var isCancelled = false
    private let tracker = ReportExportTracker()

    func beginExport() -> UIBackgroundTaskIdentifier {
        var exportID = UIBackgroundTaskIdentifier.invalid
        exportID = UIApplication.shared.beginBackgroundTask(withName: "Export") {
            self.isCancelled = true
            UIApplication.shared.endBackgroundTask(exportID)
        }
        return exportID
    }

    func beginTrackedExport() {
        tracker.exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "TrackedExport") {
            self.isCancelled = true
            UIApplication.shared.endBackgroundTask(self.tracker.exportTaskID)
        }
    }
}
