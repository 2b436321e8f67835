// Scenario: a private `finish()` would end the task, but nothing calls it: the completion only
// prints (the author forgot the call), so only the handler ends the task. A private helper the
// completion does call ends it, and an internal one the module's other code may call keeps the
// benefit of the doubt. (Whether a helper is called is read by its name in the file: another
// type's `finish()` call would count.)
import UIKit

final class Uploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ data: Data) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        UploadAPI.shared.send(data) { print("sent") }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class CalledUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ data: Data) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.complete()
        }
        UploadAPI.shared.send(data) { [weak self] in self?.complete() }
    }

    private func complete() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}

final class OpenUploader {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ data: Data) {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        UploadAPI.shared.send(data) { print("sent") }
    }

    func wrapUp() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
