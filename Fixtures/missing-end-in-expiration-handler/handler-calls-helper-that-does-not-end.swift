// Scenario: the handler calls a helper declared in the same class, but the helper only saves progress and never ends the task.
import UIKit

final class VideoExporter {
    private var exportTaskID: UIBackgroundTaskIdentifier = .invalid
    private var exportedFrames = 0

    func export(frames: Int) {
        exportTaskID = UIApplication.shared.beginBackgroundTask(withName: "VideoExport") { [weak self] in // expect: missing-end-in-expiration-handler
            self?.saveProgress()
        }
        ExportEngine.shared.render(frames: frames) { [weak self] rendered in
            self?.exportedFrames = rendered
            self?.finishExport()
        }
    }

    private func saveProgress() {
        UserDefaults.standard.set(exportedFrames, forKey: "export.lastFrame")
    }

    private func finishExport() {
        UIApplication.shared.endBackgroundTask(exportTaskID)
        exportTaskID = .invalid
    }
}
