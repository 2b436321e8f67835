// Scenario: the handler's helper goes through a run-on-main wrapper that runs the block in place on the main thread (where UIKit calls expiration handlers) and hops only otherwise; the block it is handed cancels a timer and ends the task, atomic work judged where it is written.
// expect: none
import UIKit

final class RecordingKeeper {
    private var keepTaskID: UIBackgroundTaskIdentifier = .invalid
    private var flushTimer: Timer?

    func keep() {
        keepTaskID = UIApplication.shared.beginBackgroundTask(withName: "Recording") { [weak self] in
            self?.expire()
        }
        RecordingStore.flush { [weak self] in self?.expire() }
    }

    private func expire() {
        performOnMain { [weak self] in
            guard let self, self.keepTaskID != .invalid else { return }
            self.flushTimer?.invalidate()
            UIApplication.shared.endBackgroundTask(self.keepTaskID)
            self.keepTaskID = .invalid
        }
    }

    private func performOnMain(_ block: @escaping () -> Void) {
        if Thread.isMainThread {
            block()
        } else {
            DispatchQueue.main.async(execute: block)
        }
    }
}
