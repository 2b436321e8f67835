// Scenario: the normal path passes the identifier to a same-file function whose body ends it.
// expect: none
import UIKit

func finishBackgroundTask(_ taskID: UIBackgroundTaskIdentifier, app: UIApplication) {
    guard taskID != .invalid else { return }
    app.endBackgroundTask(taskID)
}

func prepareOfflineMaps(_ regions: [String], app: UIApplication) {
    var mapsTaskID = UIBackgroundTaskIdentifier.invalid
    mapsTaskID = app.beginBackgroundTask(withName: "OfflineMaps") {
        app.endBackgroundTask(mapsTaskID)
        mapsTaskID = .invalid
    }
    OfflineMaps.prepare(regions) {
        finishBackgroundTask(mapsTaskID, app: app)
    }
}
