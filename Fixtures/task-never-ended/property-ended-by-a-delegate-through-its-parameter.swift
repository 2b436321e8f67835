// Scenario: the expiration handler and the completion path both tell a delegate the sync is over
// (`observer?.syncDidFinish(self)`); the delegate ends the engine's task through its parameter,
// declared of the engine's type (`func syncDidFinish(_ engine: SyncEngine)`). That ends the
// property on the normal path too. An end through a parameter of another type, which happens to
// hold a property of the same name, ends nothing of this one.
import UIKit

protocol SyncObserver: AnyObject {
    func syncDidFinish(_ engine: SyncEngine)
}

final class SyncEngine {
    weak var observer: SyncObserver?
    var taskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            self.observer?.syncDidFinish(self)
        }
        DispatchQueue.global().async {
            self.observer?.syncDidFinish(self)
        }
    }
}

final class SyncCoordinator: SyncObserver {
    func syncDidFinish(_ engine: SyncEngine) {
        UIApplication.shared.endBackgroundTask(engine.taskID)
        engine.taskID = .invalid
    }
}

final class UploadEngine {
    var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        backgroundTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
    }
}

final class DownloadEngine {
    var backgroundTask: UIBackgroundTaskIdentifier = .invalid
}

final class DownloadCoordinator {
    func downloadDidFinish(_ engine: DownloadEngine) {
        UIApplication.shared.endBackgroundTask(engine.backgroundTask)
        engine.backgroundTask = .invalid
    }
}
