// Scenario: the shared endTask() helper ends the property without resetting it; reported once, in the helper.
import UIKit

final class ThumbnailPrefetcher {
    private var prefetchTaskID: UIBackgroundTaskIdentifier = .invalid

    func prefetch(_ urls: [URL]) {
        prefetchTaskID = UIApplication.shared.beginBackgroundTask(withName: "Prefetch") { [weak self] in
            self?.endTask()
        }
        ImagePipeline.shared.prefetch(urls) { [weak self] in
            self?.endTask()
        }
    }

    private func endTask() {
        UIApplication.shared.endBackgroundTask(prefetchTaskID) // expect: missing-invalid-reset
    }
}
