// Scenario: a free function keeps the identifier in a local var, not a global.
// expect: none
import UIKit

func clearTemporaryFiles(app: UIApplication) {
    var clearTaskID = UIBackgroundTaskIdentifier.invalid
    clearTaskID = app.beginBackgroundTask(withName: "ClearTmp") {
        app.endBackgroundTask(clearTaskID)
        clearTaskID = .invalid
    }
    TemporaryFiles.clear {
        app.endBackgroundTask(clearTaskID)
        clearTaskID = .invalid
    }
}
