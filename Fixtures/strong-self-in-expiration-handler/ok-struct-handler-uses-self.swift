// Scenario: a struct's handler uses self strongly; value types cannot form the retain cycle, so it is fine.
// expect: none
import UIKit

struct DiagnosticsReporter {
    let endpoint: URL
    let appVersion: String

    func report(_ payload: Data) {
        var reportTaskID = UIBackgroundTaskIdentifier.invalid
        reportTaskID = UIApplication.shared.beginBackgroundTask(withName: "Diagnostics") {
            print("diagnostics for \(self.appVersion) expired")
            UIApplication.shared.endBackgroundTask(reportTaskID)
            reportTaskID = .invalid
        }
        DiagnosticsAPI.post(payload, to: endpoint) {
            UIApplication.shared.endBackgroundTask(reportTaskID)
            reportTaskID = .invalid
        }
    }
}
