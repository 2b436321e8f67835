// Scenario: the guide's DocumentManager with point 5 applied: [weak self] in the handler and in the save closure.
// expect: none
import UIKit

class DocumentManager {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func saveDocumentInBackground(document: Document) {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.saveProgress(document)
            self?.endBackgroundTask()
        }

        DispatchQueue.global().async { [weak self] in
            document.save()
            self?.endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }

    private func saveProgress(_ document: Document) {
        UserDefaults.standard.set(document.title, forKey: "DocumentManager.pendingTitle")
    }
}

protocol Document {
    var title: String { get }
    func save()
}
