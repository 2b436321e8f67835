// Scenario: a static identifier stored by its bare name and ended by a helper that copies it
// through the type's name (`LogUploader.uploadTask`): the same property, ended on the normal
// path. A copy of another type's property of that name ends nothing of this one.
import UIKit

final class LogUploader {
    private static var uploadTask: UIBackgroundTaskIdentifier?

    static func upload() {
        uploadTask = UIApplication.shared.beginBackgroundTask(withName: "logs") {
            finishUpload()
        }
        LogArchive.send { finishUpload() }
    }

    static func finishUpload() {
        guard let task = LogUploader.uploadTask else { return }
        LogUploader.uploadTask = nil
        UIApplication.shared.endBackgroundTask(task)
    }
}

final class CrashUploader {
    private static var uploadTask: UIBackgroundTaskIdentifier?

    static func upload() {
        uploadTask = UIApplication.shared.beginBackgroundTask(withName: "crashes") { // expect: task-never-ended
            guard let task = uploadTask else { return }
            uploadTask = nil
            UIApplication.shared.endBackgroundTask(task)
        }
        LogArchive.send { finishUpload() }
    }

    static func finishUpload() {
        guard let task = LogArchive.uploadTask else { return }
        UIApplication.shared.endBackgroundTask(task)
    }
}

enum LogArchive {
    static var uploadTask: UIBackgroundTaskIdentifier?
    static func send(_ done: @escaping () -> Void) { done() }
}
