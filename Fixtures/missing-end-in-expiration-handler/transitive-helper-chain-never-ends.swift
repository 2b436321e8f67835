// Scenario: the handler calls wrapUp(), which calls recordInterruption(); neither helper ends the task.
import UIKit

final class PodcastDownloader {
    private var downloadTaskID: UIBackgroundTaskIdentifier = .invalid
    private var activeDownload: URLSessionDownloadTask?

    func download(episode url: URL) {
        downloadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Episode") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.wrapUp()
        }
        activeDownload = URLSession.shared.downloadTask(with: url) { [weak self] _, _, _ in
            self?.endDownloadTask()
        }
        activeDownload?.resume()
    }

    private func wrapUp() {
        activeDownload?.cancel()
        recordInterruption()
    }

    private func recordInterruption() {
        print("episode download interrupted")
    }

    private func endDownloadTask() {
        UIApplication.shared.endBackgroundTask(downloadTaskID)
        downloadTaskID = .invalid
    }
}
