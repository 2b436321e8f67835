// Scenario: the project's own `endBackgroundTask(_:)` wrapper ends a `fileprivate` property
// that is only ever declared, compared and reset: the task the superclass's `bgTask` holds
// (begun through a helper that returns it) is never ended on completion. Each end is reported,
// and the resets after them are no stores of a task.
import UIKit

func beginExportTask() -> UIBackgroundTaskIdentifier {
    var task = UIBackgroundTaskIdentifier.invalid
    task = UIApplication.shared.beginBackgroundTask {
        UIApplication.shared.endBackgroundTask(task)
        task = .invalid
    }
    return task
}

func endBackgroundTask(_ task: UIBackgroundTaskIdentifier) {
    guard task != .invalid else { return }
    UIApplication.shared.endBackgroundTask(task)
}

class ContentGenerator {
    var bgTask = UIBackgroundTaskIdentifier.invalid
}

final class PackageGenerator: ContentGenerator {
    fileprivate var bgtask: UIBackgroundTaskIdentifier = .invalid

    func generate(_ done: @escaping (Bool) -> Void) {
        bgTask = beginExportTask()
        DispatchQueue.global().async {
            let ok = Packager.run()
            DispatchQueue.main.async {
                endBackgroundTask(self.bgtask) // expect: never-begun-task-identifier
                self.bgtask = .invalid
                done(ok)
            }
        }
    }

    func cancel() {
        print("cancelling export \(bgtask.rawValue)")
        endBackgroundTask(bgtask) // expect: never-begun-task-identifier
    }
}
