// Scenario: the handler ends the task inside a synchronous lock closure (not an async hop), which counts as ending.
// expect: none
import UIKit

final class DownloadRegistry {
    private let lock = NSLock()
    private var registryTaskID: UIBackgroundTaskIdentifier = .invalid

    func persistRegistry() {
        registryTaskID = UIApplication.shared.beginBackgroundTask(withName: "Registry") { [weak self] in
            guard let self else { return }
            self.lock.withLock {
                UIApplication.shared.endBackgroundTask(self.registryTaskID)
                self.registryTaskID = .invalid
            }
        }
        lock.withLock {
            UIApplication.shared.endBackgroundTask(registryTaskID)
            registryTaskID = .invalid
        }
    }
}
