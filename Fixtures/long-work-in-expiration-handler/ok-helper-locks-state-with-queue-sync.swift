// Scenario: the handler records an event through a state machine whose serial queue is a lock around its state; that is not long work.
// expect: none
import UIKit

final class ActivityStateMachine {
    private let queue = DispatchQueue(label: "activity.state")
    private var state = "active"

    func process(_ event: String) {
        queue.sync {
            state = event
        }
    }
}

final class ActivityTracker {
    private let stateMachine = ActivityStateMachine()
    private var trackingTaskID: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground() {
        trackingTaskID = UIApplication.shared.beginBackgroundTask(withName: "Tracking") { [weak self] in
            self?.stateMachine.process("timedOut")
            self?.stopTracking()
        }
        stateMachine.process("background")
    }

    func applicationWillEnterForeground() {
        stopTracking()
    }

    private func stopTracking() {
        guard trackingTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(trackingTaskID)
        trackingTaskID = .invalid
    }
}
