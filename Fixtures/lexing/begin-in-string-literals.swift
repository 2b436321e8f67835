// Scenario: bad begin calls that only appear inside ordinary string literals produce no diagnostics.
// expect: none
import UIKit

final class SnippetLibrary {
    private var loadTaskID: UIBackgroundTaskIdentifier = .invalid

    let badExample = "taskID = UIApplication.shared.beginBackgroundTask { }"
    let discarded = "_ = app.beginBackgroundTask(expirationHandler: nil) // not a comment {"
    let strongSelf = "app.beginBackgroundTask { self.work(); sleep(30) }"

    func loadSnippets() {
        loadTaskID = UIApplication.shared.beginBackgroundTask(withName: "LoadSnippets") { [weak self] in
            self?.endLoadTask()
        }
        print(badExample, discarded, strongSelf)
        endLoadTask()
    }

    private func endLoadTask() {
        UIApplication.shared.endBackgroundTask(loadTaskID)
        loadTaskID = .invalid
    }
}
