// Scenario: the handler spins the current run loop for two seconds to let pending work finish
// (`RunLoop.current.run(until:)`): it blocks the handler past its second.
import UIKit

final class Flusher {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func flush() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 2)) // expect: long-work-in-expiration-handler
            self?.end()
        }
        Work.run { [weak self] in self?.end() }
    }

    private func end() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
