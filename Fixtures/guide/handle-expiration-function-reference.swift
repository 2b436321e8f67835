// Scenario: the guide's handleExpiration example wrapped in a class; the snippet never ends the task outside the handler.
import UIKit

final class DocumentSaver {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid
    private var currentTask: URLSessionTask?
    private var savedBytes = 0

    func handleExpiration() {
        saveProgressToUserDefaults()        // save progress
        currentTask?.cancel()               // cancel active network requests
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }

    func saveDocument() {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask( // expect: task-never-ended
            withName: "SaveDocument",
            expirationHandler: handleExpiration
        )
    }

    private func saveProgressToUserDefaults() {
        UserDefaults.standard.set(savedBytes, forKey: "SaveDocument.savedBytes")
    }
}
