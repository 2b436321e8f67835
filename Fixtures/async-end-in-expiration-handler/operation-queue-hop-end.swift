// Scenario: the handler's helper ends the task inside `OperationQueue.addOperation { }`, which runs
// the block later on the queue: an asynchronous hop, like `DispatchQueue.async`, not long work.
import UIKit

final class EventForwarder {
    private let serialQueue = OperationQueue()
    private var forwardTaskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        forwardTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            self?.stop()
        }
        forward()
    }

    private func forward() {
        EventAPI.shared.flush { [weak self] in self?.stop() }
    }

    func stop() {
        serialQueue.addOperation { [weak self] in
            guard let self, self.forwardTaskID != .invalid else { return }
            UIApplication.shared.endBackgroundTask(self.forwardTaskID)
            self.forwardTaskID = .invalid
        }
    }
}
