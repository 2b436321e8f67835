// Scenario: the callers of the module's own overload (the other file).
import UIKit

final class ExportSession {
    private var exportTask: UIBackgroundTaskIdentifier = .invalid
    private var thumbnailTask: UIBackgroundTaskIdentifier = .invalid

    func export() {
        exportTask = UIApplication.shared.beginBackgroundTask(withName: "export")
        thumbnailTask = UIApplication.shared.beginBackgroundTask(withName: "thumbnails", expirationHandler: nil) // expect: missing-expiration-handler
        DispatchQueue.global().async { [weak self] in
            DispatchQueue.main.async { self?.finish() }
        }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(exportTask)
        exportTask = .invalid
        UIApplication.shared.endBackgroundTask(thumbnailTask)
        thumbnailTask = .invalid
    }
}
