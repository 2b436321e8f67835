// Scenario: the helper resets the identifier in a defer placed before the end call.
// expect: none
import UIKit

final class CalendarExporter {
    private var exportTaskID: UIBackgroundTaskIdentifier = .invalid

    func export(_ events: [String]) {
        exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "CalendarExport") { [weak self] in
            self?.endExportTask()
        }
        CalendarAPI.shared.export(events) { [weak self] in
            self?.endExportTask()
        }
    }

    private func endExportTask() {
        defer { exportTaskID = .invalid }
        UIApplication.shared.endBackgroundTask(exportTaskID)
    }
}
