// Scenario: this extension of the Downloader class (declared in the other file) captures self strongly in the handler.
import UIKit

extension Downloader {
    func download(_ url: URL) {
        downloadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Download") {
            self.finishDownloadTask() // expect: strong-self-in-expiration-handler
        }
        session.downloadTask(with: url) { [weak self] _, _, _ in
            self?.finishDownloadTask()
        }.resume()
    }
}
