// Scenario: the uploader spelt 'Caf' + U+00E9 ends its task only when it expires. A class spelt 'Cafe' + U+0301, canonically
// equivalent but another type to swiftc, ends a property of the same name in its own extension: that ends nothing of
// the first. (Types compared as Swift Strings took the extension for the first type's, and said nothing; which of
// the two spellings a module-wide answer was worked out for depended on the thread that asked first.)
import UIKit

final class CaféUploader {
    var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        upload()
    }

    func upload() {}
}

final class CaféUploader {
    var taskID: UIBackgroundTaskIdentifier = .invalid
}

extension CaféUploader {
    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
