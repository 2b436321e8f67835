// Scenario: the handler starts a network request with session.dataTask(with:).resume(); one diagnostic for the chain.
import UIKit

final class ProgressReporter {
    private var reportTaskID: UIBackgroundTaskIdentifier = .invalid
    private let session = URLSession(configuration: .default)
    private let progressURL = URL(string: "https://api.example.com/progress")!

    func reportProgress(_ percent: Int) {
        reportTaskID = UIApplication.shared.beginBackgroundTask(withName: "Progress") { [weak self] in
            guard let self else { return }
            self.session.dataTask(with: self.progressURL).resume() // expect: long-work-in-expiration-handler
            UIApplication.shared.endBackgroundTask(self.reportTaskID)
            self.reportTaskID = .invalid
        }
        ProgressAPI.shared.post(percent) { [weak self] in
            self?.endReportTask()
        }
    }

    private func endReportTask() {
        UIApplication.shared.endBackgroundTask(reportTaskID)
        reportTaskID = .invalid
    }
}
