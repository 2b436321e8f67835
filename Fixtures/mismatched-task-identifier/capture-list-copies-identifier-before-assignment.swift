// Scenario: the handler's capture list copies 'taskID' when the closure is made, before the begin
// call's result is assigned to it: the copy holds '.invalid', so the handler never ends this task
// (seen in a BLE library: the guard against '.invalid' then skips the end every time).
import UIKit

final class StaleCaptureUploader {
    func upload(_ data: Data) {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = UIApplication.shared.beginBackgroundTask { [taskID] in
            UIApplication.shared.endBackgroundTask(taskID) // expect: mismatched-task-identifier
        }
        send(data) {
            UIApplication.shared.endBackgroundTask(taskID)
            taskID = .invalid
        }
    }

    func send(_ data: Data, completion: @escaping () -> Void) { completion() }
}

final class StaleCaptureLink {
    private var current: UIBackgroundTaskIdentifier = .invalid

    func enterBackground() {
        current = UIApplication.shared.beginBackgroundTask { [current, weak self] in
            if current != .invalid {
                UIApplication.shared.endBackgroundTask(current) // expect: mismatched-task-identifier
            }
            self?.log()
        }
    }

    func leaveBackground() {
        UIApplication.shared.endBackgroundTask(current)
        current = .invalid
    }

    func log() {}
}
