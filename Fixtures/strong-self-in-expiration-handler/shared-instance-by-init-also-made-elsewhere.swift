// Scenario: the shared instance is made by `.init()`, but the module makes another instance
// too: that one leaks through the handler's strong `self`.
import UIKit

final class NoteDraftSyncer {
    static let shared: NoteDraftSyncer = .init()
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "Drafts") {
            self.finish() // expect: strong-self-in-expiration-handler
        }
        NoteDraftAPI.shared.push { [weak self] in self?.finish() }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class NoteDraftScreen {
    private let syncer = NoteDraftSyncer()
}
