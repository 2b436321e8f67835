// Scenario: a local identifier is ended by its own handler with the same name.
// expect: none
import UIKit

func shareLocation(_ coordinate: String, app: UIApplication) {
    var locationTaskID = UIBackgroundTaskIdentifier.invalid
    locationTaskID = app.beginBackgroundTask(withName: "ShareLocation") {
        app.endBackgroundTask(locationTaskID)
        locationTaskID = .invalid
    }
    LocationAPI.share(coordinate) {
        app.endBackgroundTask(locationTaskID)
        locationTaskID = .invalid
    }
}
