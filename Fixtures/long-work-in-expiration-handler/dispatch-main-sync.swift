// Scenario: the handler hops synchronously with DispatchQueue.main.sync, which can deadlock or block.
import UIKit

final class PlayerStateSaver {
    private var stateTaskID: UIBackgroundTaskIdentifier = .invalid
    private var lastPosition: Double = 0

    func saveState() {
        stateTaskID = UIApplication.shared.beginBackgroundTask(withName: "PlayerState") { [weak self] in
            DispatchQueue.main.sync { // expect: long-work-in-expiration-handler
                self?.lastPosition = 0
            }
            self?.endStateTask()
        }
        PlayerStore.shared.persist { [weak self] in
            self?.endStateTask()
        }
    }

    private func endStateTask() {
        UIApplication.shared.endBackgroundTask(stateTaskID)
        stateTaskID = .invalid
    }
}
