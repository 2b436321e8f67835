// Scenario: a local ended in its own handler and then only shown in a log line (its raw value,
// or itself interpolated): nothing can end it again, so a reset would change nothing.
import UIKit
import os

final class ExportTaskStarter {
    private let logger = Logger()

    func beginExport(name: String) -> UIBackgroundTaskIdentifier {
        var exportID: UIBackgroundTaskIdentifier = .invalid
        exportID = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
            UIApplication.shared.endBackgroundTask(exportID)
            self?.logger.info("expired export task \(exportID.rawValue)")
            print("expired: \(exportID)")
        }
        return exportID
    }
}
