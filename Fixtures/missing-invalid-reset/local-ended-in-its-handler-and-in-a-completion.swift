// Scenario: a local identifier is ended in its expiration handler and again in a completion closure that may run after it; without a reset in the handler, the completion ends the task a second time.
import UIKit

final class ClipExporter {
    func export(_ clip: URL) {
        var exportID = UIBackgroundTaskIdentifier.invalid
        exportID = UIApplication.shared.beginBackgroundTask(withName: "Export") {
            UIApplication.shared.endBackgroundTask(exportID) // expect: missing-invalid-reset
        }
        ClipEncoder.encode(clip) {
            UIApplication.shared.endBackgroundTask(exportID) // expect: missing-invalid-reset
        }
    }
}
