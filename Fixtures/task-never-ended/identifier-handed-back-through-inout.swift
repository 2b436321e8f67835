// Scenario: a helper stores the identifier into an `inout` parameter, which hands it back to the
// caller as returning it would; the caller ends its property on both paths. A helper storing it
// into a local of its own, which nothing ends but the handler, is still reported.
import UIKit

func beginTask(into taskID: inout UIBackgroundTaskIdentifier, name: String, onExpire: @escaping () -> Void) {
    taskID = UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: onExpire)
}

func beginLoggedTask(name: String) {
    var taskID = UIBackgroundTaskIdentifier.invalid
    taskID = UIApplication.shared.beginBackgroundTask(withName: name) { // expect: task-never-ended
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
    print("began \(name)")
}

final class PhotoUploader {
    private var uploadTask: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        beginTask(into: &uploadTask, name: "upload") { [weak self] in self?.finish() }
        DispatchQueue.global().async { [weak self] in
            DispatchQueue.main.async { self?.finish() }
        }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(uploadTask)
        uploadTask = .invalid
    }
}
