// Scenario: the function calls itself on a retry path. The call reaches this very function, whose
// only end is in its own begin call's expiration handler: that end runs only on expiry, so it
// does not end the task when the work completes.
import UIKit

final class ScriptLauncher {
    func run(script url: URL, retried: Bool = false) {
        if !retried && !FileManager.default.fileExists(atPath: url.path) {
            ScriptDownloads.fetch(url) { self.run(script: url, retried: true) }
            return
        }
        var scriptTaskID = UIBackgroundTaskIdentifier.invalid
        scriptTaskID = UIApplication.shared.beginBackgroundTask(withName: "Script") { // expect: task-never-ended
            UIApplication.shared.endBackgroundTask(scriptTaskID)
            scriptTaskID = .invalid
        }
        ScriptEngine.shared.execute(url)
    }
}

final class SyncRestarter {
    private var syncTaskID = UIBackgroundTaskIdentifier.invalid

    func startSync() {
        syncTaskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.syncTaskID)
            self.syncTaskID = .invalid
        }
        SyncEngine.shared.resume()
    }

    func restartSync() {
        startSync()
    }
}
