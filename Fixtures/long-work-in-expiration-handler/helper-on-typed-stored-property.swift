// Scenario: the handler calls a method on a stored property whose declared type is in the file; that method uploads.
import UIKit

final class SyncEngine {
    private let session = URLSession.shared

    func pushChanges(_ changes: Data) {
        var request = URLRequest(url: URL(string: "https://sync.example.com/push")!)
        request.httpMethod = "POST"
        session.uploadTask(with: request, from: changes).resume()
    }
}

final class DraftsController {
    private let engine: SyncEngine = SyncEngine()
    private var pendingChanges = Data()
    private var pushTaskID: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground() {
        pushTaskID = UIApplication.shared.beginBackgroundTask(withName: "PushDrafts") { [weak self] in
            guard let self else { return }
            self.engine.pushChanges(self.pendingChanges) // expect: long-work-in-expiration-handler
            self.finishPush()
        }
        engine.pushChanges(pendingChanges)
        finishPush()
    }

    private func finishPush() {
        UIApplication.shared.endBackgroundTask(pushTaskID)
        pushTaskID = .invalid
    }
}
