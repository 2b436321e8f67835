// Scenario: `default: id = begin…` on the label's line keeps the identifier in a property of self, so the handler's strong self is a cycle.
import UIKit

final class GeofenceUploader {
    private var geofenceTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ regions: Int) {
        switch regions {
        case 0: return
        default: geofenceTaskID = UIApplication.shared.beginBackgroundTask(withName: "Geofences") {
            self.finishUpload() // expect: strong-self-in-expiration-handler
        }
        }
        GeofenceAPI.shared.upload { [weak self] in self?.finishUpload() }
    }

    private func finishUpload() {
        UIApplication.shared.endBackgroundTask(geofenceTaskID)
        geofenceTaskID = .invalid
    }
}
