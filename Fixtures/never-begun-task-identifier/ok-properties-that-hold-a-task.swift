// Scenario: private properties that do hold a task, however it gets there: the begin call's
// result, a helper's, an `inout` argument, a tuple assignment, a key path. Each end is of a
// real task (and reset, so `missing-invalid-reset` is silent too).
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var helperTask: UIBackgroundTaskIdentifier = .invalid
    private var inoutTask: UIBackgroundTaskIdentifier = .invalid
    private var tupleTask: UIBackgroundTaskIdentifier = .invalid
    private var keyPathTask: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
        helperTask = TaskStarter.begin()
        TaskStarter.begin(into: &inoutTask)
        (tupleTask, _) = TaskStarter.beginPair()
        TaskStarter.begin(storingIn: self, at: \.keyPathTask)
        API.shared.upload { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
        UIApplication.shared.endBackgroundTask(helperTask)
        helperTask = .invalid
        UIApplication.shared.endBackgroundTask(inoutTask)
        inoutTask = .invalid
        UIApplication.shared.endBackgroundTask(tupleTask)
        tupleTask = .invalid
        UIApplication.shared.endBackgroundTask(keyPathTask)
        keyPathTask = .invalid
    }
}
