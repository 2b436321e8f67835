// Scenario: the identifier is stored on another object that self holds (`self.tracker.exportTaskID`):
// "stored separately", not a property of the object the handler captures, however it is spelt.
// Storing it on self itself (`self.exportTaskID`) is the guide's cycle, and is reported.
import UIKit

final class ReportExportTracker {
    var exportTaskID: UIBackgroundTaskIdentifier = .invalid
}

final class ReportExportSession {
    private var isCancelled = false
    private var exportTaskID: UIBackgroundTaskIdentifier = .invalid
    private let tracker = ReportExportTracker()

    func beginTrackedExport() {
        self.tracker.exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "TrackedExport") {
            self.isCancelled = true
            UIApplication.shared.endBackgroundTask(self.tracker.exportTaskID)
        }
    }

    func beginExport() {
        self.exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "Export") {
            self.isCancelled = true // expect: strong-self-in-expiration-handler
            UIApplication.shared.endBackgroundTask(self.exportTaskID)
            self.exportTaskID = .invalid
        }
        Store.save { [weak self] in self?.finishExport() }
    }

    private func finishExport() {
        UIApplication.shared.endBackgroundTask(exportTaskID)
        exportTaskID = .invalid
    }
}
