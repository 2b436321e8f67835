// Scenario: [weak self] with the older guard let self = self spelling.
// expect: none
import UIKit

final class HighlightsSync {
    private var highlightsTaskID: UIBackgroundTaskIdentifier = .invalid

    func syncHighlights(_ highlights: [String]) {
        highlightsTaskID = UIApplication.shared.beginBackgroundTask(withName: "Highlights") { [weak self] in
            guard let self = self else { return }
            self.finishHighlightsTask()
        }
        HighlightsAPI.shared.push(highlights) { [weak self] in
            self?.finishHighlightsTask()
        }
    }

    private func finishHighlightsTask() {
        UIApplication.shared.endBackgroundTask(highlightsTaskID)
        highlightsTaskID = .invalid
    }
}
