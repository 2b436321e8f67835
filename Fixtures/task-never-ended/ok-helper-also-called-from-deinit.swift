// Scenario: the handler's private helper is also called from `deinit`, which ends the task when the exporter goes away: nothing is reported.
// expect: none
import UIKit

final class AlbumExportController {
    private var exportTaskID: UIBackgroundTaskIdentifier = .invalid

    func export(_ album: [URL]) {
        exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "AlbumExport") { [weak self] in
            self?.endExportTask()
        }
        AlbumArchiveWriter.shared.export(album)
    }

    deinit {
        endExportTask()
    }

    private func endExportTask() {
        UIApplication.shared.endBackgroundTask(exportTaskID)
        exportTaskID = .invalid
    }
}
