// Scenario: a framework's public helper ends the task; only the handler calls it here, but the framework's clients may call it when the sync completes: nothing is reported.
// expect: none
import UIKit

public final class PodcastDownloadController {
    private var downloadTaskID: UIBackgroundTaskIdentifier = .invalid

    public func startDownloads() {
        downloadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Downloads") { [weak self] in
            self?.finishDownloads()
        }
    }

    public func finishDownloads() {
        UIApplication.shared.endBackgroundTask(downloadTaskID)
        downloadTaskID = .invalid
    }
}
