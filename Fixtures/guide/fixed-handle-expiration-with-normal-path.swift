// Scenario: the guide's handleExpiration example completed with a normal-path finish once the save completes.
// expect: none
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

    func saveDocument(_ request: URLRequest, body: Data) {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask(
            withName: "SaveDocument",
            expirationHandler: handleExpiration
        )
        currentTask = URLSession.shared.uploadTask(with: request, from: body) { [weak self] _, _, _ in
            DispatchQueue.main.async { self?.finishSave() }
        }
        currentTask?.resume()
    }

    private func finishSave() {
        guard backgroundTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }

    private func saveProgressToUserDefaults() {
        UserDefaults.standard.set(savedBytes, forKey: "SaveDocument.savedBytes")
    }
}
