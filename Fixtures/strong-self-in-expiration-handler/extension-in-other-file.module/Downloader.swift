// Scenario: the class is declared in this file; its extension in another file has a handler that uses self strongly.
import UIKit

final class Downloader {
    var downloadTaskID: UIBackgroundTaskIdentifier = .invalid
    var session: URLSession = .shared

    func finishDownloadTask() {
        guard downloadTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(downloadTaskID)
        downloadTaskID = .invalid
    }
}
