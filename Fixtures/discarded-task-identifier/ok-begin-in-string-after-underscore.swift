// Scenario: "_ = app.beginBackgroundTask" appears only in a log string; the real call stores its identifier.
// expect: none
import UIKit

final class LintDemo {
    private var demoTaskID: UIBackgroundTaskIdentifier = .invalid

    func run() {
        print("bad: _ = app.beginBackgroundTask { }")
        demoTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endDemoTask()
        }
        endDemoTask()
    }

    private func endDemoTask() {
        UIApplication.shared.endBackgroundTask(demoTaskID)
        demoTaskID = .invalid
    }
}
