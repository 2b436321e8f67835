// Scenario: copies of the stored identifier are ended, and the stored identifier itself is reset
// after the copy is made: before the end (copy-reset-end), or after it, in the same body.
// expect: none
import UIKit

final class AvatarCacheCleaner {
    private var cleanTaskID: UIBackgroundTaskIdentifier?
    private var trimTaskID: UIBackgroundTaskIdentifier = .invalid
    private var sweepTaskID: UIBackgroundTaskIdentifier?
    private let sweepLock = NSLock()

    func clean() {
        cleanTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stopCleaning() }
        AvatarCache.clean { [weak self] in self?.stopCleaning() }
    }

    private func stopCleaning() {
        guard let id = cleanTaskID else { return }
        cleanTaskID = nil
        UIApplication.shared.endBackgroundTask(id)
    }

    func trim() {
        trimTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.stopTrimming() }
        AvatarCache.trim { [weak self] in self?.stopTrimming() }
    }

    private func stopTrimming() {
        let id = trimTaskID
        UIApplication.shared.endBackgroundTask(id)
        trimTaskID = .invalid
    }

    func sweep() {
        sweepTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self, let id = self.sweepTaskID else { return }
            self.sweepLock.lock()
            UIApplication.shared.endBackgroundTask(id)
            self.sweepLock.unlock()
            self.sweepTaskID = nil
        }
        AvatarCache.sweep { [weak self] in
            guard let self else { return }
            if let sweepTaskID = self.sweepTaskID {
                self.sweepTaskID = nil
                UIApplication.shared.endBackgroundTask(sweepTaskID)
            }
        }
    }

    /// A copy of something that is not a stored variable: nothing to reset.
    func finish(_ ids: [UIBackgroundTaskIdentifier]) {
        guard let first = ids.first else { return }
        UIApplication.shared.endBackgroundTask(first)
        let passed = ids[0]
        UIApplication.shared.endBackgroundTask(passed)
    }
}
