// Scenario: the begin call stores into `bgTask`, the completion ends `bgtask`: a private twin
// nothing ever stores a task in. The end ends no task, and the task runs on until it expires.
// No reset is asked for `bgtask` (it holds `.invalid` for good): the end itself is the bug.
import UIKit

final class ArchiveExporter {
    private var bgTask: UIBackgroundTaskIdentifier = .invalid
    private var bgtask = UIBackgroundTaskIdentifier.invalid

    func export(_ notes: [Note], done: @escaping () -> Void) {
        bgTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.bgTask)
            self.bgTask = .invalid
        }
        Archive.shared.write(notes) { [weak self] in
            guard let self else { return }
            if self.bgtask != .invalid {
                UIApplication.shared.endBackgroundTask(self.bgtask) // expect: never-begun-task-identifier
            }
            done()
        }
    }
}
