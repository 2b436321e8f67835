// Scenario: the guide's DocumentManager as printed: correct ending through a helper, but the class handler captures self strongly.
import UIKit

class DocumentManager {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    func saveDocumentInBackground(document: Document) {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask {
            self.saveProgress(document) // expect: strong-self-in-expiration-handler
            self.endBackgroundTask()
        }

        DispatchQueue.global().async {
            document.save()
            self.endBackgroundTask()
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
