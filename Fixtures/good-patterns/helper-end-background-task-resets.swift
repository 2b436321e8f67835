// Scenario: a class keeps its own endBackgroundTask() helper that ends and resets; handler and completion both call it.
// expect: none
import UIKit

final class DocumentManager {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func saveDocumentInBackground(_ document: DraftDocument) {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask(withName: "SaveDocument") { [weak self] in
            self?.endBackgroundTask()
        }
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            document.save()
            DispatchQueue.main.async {
                self?.endBackgroundTask()
            }
        }
    }

    private func endBackgroundTask() {
        guard backgroundTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
