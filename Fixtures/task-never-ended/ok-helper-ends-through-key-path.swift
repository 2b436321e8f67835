// Scenario: one helper ends whichever task a key path names, from the handler and from the normal path alike.
// expect: none
import UIKit

final class SceneTasks {
    private var cacheTask: UIBackgroundTaskIdentifier = .invalid
    private var syncTask: UIBackgroundTaskIdentifier = .invalid

    func sceneDidEnterBackground() {
        cacheTask = UIApplication.shared.beginBackgroundTask(withName: "Cache") { [weak self] in
            self?.end(\.cacheTask)
        }
        syncTask = UIApplication.shared.beginBackgroundTask(withName: "Sync") { [weak self] in
            self?.end(\.syncTask)
        }
        CacheStore.shared.trim { [weak self] in self?.end(\.cacheTask) }
        SyncClient.shared.flush { [weak self] in self?.end(\SceneTasks.syncTask) }
    }

    private func end(_ task: ReferenceWritableKeyPath<SceneTasks, UIBackgroundTaskIdentifier>) {
        guard self[keyPath: task] != .invalid else { return }
        UIApplication.shared.endBackgroundTask(self[keyPath: task])
        self[keyPath: task] = .invalid
    }
}
