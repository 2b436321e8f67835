// Scenario: backgroundTask and backgroundTaskID are different properties; the handler ends the wrong one.
import UIKit

final class LegacyDownloadManager {
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func downloadCatalog() {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask(withName: "Catalog") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.backgroundTask) // expect: mismatched-task-identifier
            self.backgroundTask = .invalid
        }
        CatalogAPI.shared.download { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.backgroundTaskID)
            self.backgroundTaskID = .invalid
        }
    }

    func downloadImages() {
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Images") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
        CatalogAPI.shared.downloadImages { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
    }
}
