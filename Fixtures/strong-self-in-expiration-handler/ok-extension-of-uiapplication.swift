// Scenario: a helper in an extension of UIApplication begins and ends the task on `self`, the
// application object; it lives as long as the process, so capturing it strongly leaks nothing.
// expect: none
import UIKit

extension UIApplication {
    /// Runs `work` inside a background task that ends when `work` reports it is done, or when
    /// the time runs out, whichever comes first.
    func runInBackgroundTask(named name: String, _ work: (@escaping () -> Void) -> Void) {
        var identifier = UIBackgroundTaskIdentifier.invalid
        let finish = {
            guard identifier != .invalid else { return }
            self.endBackgroundTask(identifier)
            identifier = .invalid
        }
        identifier = beginBackgroundTask(withName: name, expirationHandler: finish)
        work(finish)
    }

    func flushLogsInBackground() {
        var flushTask = UIBackgroundTaskIdentifier.invalid
        flushTask = beginBackgroundTask(withName: "flush-logs") {
            self.endBackgroundTask(flushTask)
            flushTask = .invalid
        }
        LogStore.flush {
            self.endBackgroundTask(flushTask)
            flushTask = .invalid
        }
    }
}
