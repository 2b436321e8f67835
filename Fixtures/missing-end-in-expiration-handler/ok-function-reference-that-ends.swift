// Scenario: expirationHandler: handleExpiration refers to a method that cancels the request, ends the task and resets it.
// expect: none
import UIKit

final class InvoiceDownloader {
    private var downloadTaskID: UIBackgroundTaskIdentifier = .invalid
    private var currentTask: URLSessionTask?

    func download(_ url: URL) {
        downloadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Invoice", expirationHandler: handleExpiration)
        currentTask = URLSession.shared.downloadTask(with: url) { [weak self] _, _, _ in
            self?.finishDownload()
        }
        currentTask?.resume()
    }

    private func handleExpiration() {
        currentTask?.cancel()
        UIApplication.shared.endBackgroundTask(downloadTaskID)
        downloadTaskID = .invalid
    }

    private func finishDownload() {
        UIApplication.shared.endBackgroundTask(downloadTaskID)
        downloadTaskID = .invalid
    }
}
