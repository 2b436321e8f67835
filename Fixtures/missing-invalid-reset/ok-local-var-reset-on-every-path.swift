// Scenario: a captured local var is ended and reset both in the handler and in the completion closure.
// expect: none
import UIKit

func uploadCrashReport(_ report: Data, client: CrashReportClient) {
    let app = UIApplication.shared
    var reportTaskID = UIBackgroundTaskIdentifier.invalid
    reportTaskID = app.beginBackgroundTask(withName: "CrashReport") {
        app.endBackgroundTask(reportTaskID)
        reportTaskID = .invalid
    }
    client.send(report) { _ in
        guard reportTaskID != .invalid else { return }
        app.endBackgroundTask(reportTaskID)
        reportTaskID = .invalid
    }
}
