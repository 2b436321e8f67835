// Scenario: the extension that ends and resets the task for the class in the other file; the module has no diagnostics.
import UIKit

extension ReportUploader {
    func endReportTask() {
        guard reportTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(reportTaskID)
        reportTaskID = .invalid
    }
}
