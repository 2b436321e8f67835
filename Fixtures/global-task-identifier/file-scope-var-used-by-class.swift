// Scenario: a class stores its identifier in a file-scope var instead of a property.
import UIKit

var uploadTaskID = UIBackgroundTaskIdentifier.invalid // expect: global-task-identifier

final class ClipUploader {
    func upload(_ clip: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask(withName: "Clip") {
            UIApplication.shared.endBackgroundTask(uploadTaskID)
            uploadTaskID = .invalid
        }
        ClipAPI.shared.upload(clip) {
            UIApplication.shared.endBackgroundTask(uploadTaskID)
            uploadTaskID = .invalid
        }
    }
}
