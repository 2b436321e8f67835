// Scenario: the handler is a method reference (expirationHandler: handleExpiration) whose body never ends the task.
import UIKit

final class ReportExporter {
    private var exportTaskID: UIBackgroundTaskIdentifier = .invalid
    private var currentTask: URLSessionTask?

    func handleExpiration() {
        currentTask?.cancel()
        UserDefaults.standard.set(true, forKey: "report.exportInterrupted")
    }

    func exportReport(_ request: URLRequest) {
        exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "ExportReport", expirationHandler: handleExpiration) // expect: missing-end-in-expiration-handler
        currentTask = URLSession.shared.dataTask(with: request) { [weak self] _, _, _ in
            self?.finishExport()
        }
        currentTask?.resume()
    }

    private func finishExport() {
        UIApplication.shared.endBackgroundTask(exportTaskID)
        exportTaskID = .invalid
    }
}
