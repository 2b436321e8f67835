// Scenario: the class begins the task and calls endReportTask(), which is declared in another file's extension.
import UIKit

final class ReportUploader {
    var reportTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ report: Data) {
        reportTaskID = UIApplication.shared.beginBackgroundTask(withName: "Report") { [weak self] in
            self?.endReportTask()
        }
        ReportAPI.shared.upload(report) { [weak self] in
            self?.endReportTask()
        }
    }
}
