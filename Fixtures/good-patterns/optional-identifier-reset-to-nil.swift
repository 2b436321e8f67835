// Scenario: the identifier is an Optional property; the helper unwraps it with guard let, ends the copy and sets the property to nil.
// expect: none
import UIKit

final class ExportSession {
    private var backgroundTask: UIBackgroundTaskIdentifier?

    func start(_ export: ExportJob) {
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Export") { [weak self] in
            export.cancel()
            self?.finishBackgroundTask()
        }
        export.run { [weak self] in
            self?.finishBackgroundTask()
        }
    }

    private func finishBackgroundTask() {
        guard let task = backgroundTask else { return }
        UIApplication.shared.endBackgroundTask(task)
        backgroundTask = nil
    }
}
