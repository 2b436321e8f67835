// Scenario: the lock closure captures [weak self] but makes it strong again (`guard let self`) before beginning the task; the handler written after that captures the strong `self`.
import UIKit

final class DraftTaskKeeper {
    private var draftTaskID: UIBackgroundTaskIdentifier = .invalid
    private let lock = DispatchQueue(label: "draft.task-keeper")

    func keepAlive() {
        lock.sync { [weak self] in
            guard let self else { return }
            self.draftTaskID = UIApplication.shared.beginBackgroundTask(withName: "DraftKeepAlive") {
                self.releaseDraftTask() // expect: strong-self-in-expiration-handler
            }
        }
        DraftStore.shared.save { [weak self] in
            self?.releaseDraftTask()
        }
    }

    private func releaseDraftTask() {
        UIApplication.shared.endBackgroundTask(draftTaskID)
        draftTaskID = .invalid
    }
}
