// Scenario: the normal path calls methods of self that no analysed file declares, and the
// property is within their reach: `private(set)` (other files read it), `@objc` or in an
// `@objcMembers` class (the runtime reads it by name), or a method of that name is declared in
// this file, which the call may reach. Any of them may end the task, so nothing is reported.
import UIKit

final class ExportViewController: UIViewController {
    private(set) var exportTaskID: UIBackgroundTaskIdentifier = .invalid

    func export(_ document: Data) {
        exportTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.exportTaskID)
            self.exportTaskID = .invalid
        }
        ExportQueue.shared.add(document) { [weak self] in self?.exportDidFinish() }
    }
}

final class SyncViewController: UIViewController {
    @objc private var syncTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        syncTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.syncTaskID)
            self.syncTaskID = .invalid
        }
        SyncEngine.shared.run { [weak self] in self?.syncDidFinish() }
    }
}

@objcMembers final class BackupController: NSObject {
    private var backupTaskID: UIBackgroundTaskIdentifier = .invalid

    func backUp() {
        backupTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.backupTaskID)
            self.backupTaskID = .invalid
        }
        BackupService.shared.start { [weak self] in self?.backupDidFinish() }
    }
}

final class UploadViewController: UIViewController {
    private var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    func upload(_ file: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.uploadTaskID)
            self.uploadTaskID = .invalid
        }
        UploadQueue.shared.add(file) { [weak self] in self?.uploadDidFinish() }
    }
}

// `dynamic`: dispatched through the runtime, which may replace the accessors. `private(set)` with
// `nonisolated(unsafe)` in front is still `private(set)`: other files read the property.
final class MirrorViewController: UIViewController {
    private dynamic var mirrorTaskID: UIBackgroundTaskIdentifier = .invalid
    nonisolated(unsafe) private(set) var checkTaskID: UIBackgroundTaskIdentifier = .invalid

    func mirror() {
        mirrorTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.mirrorTaskID)
            self.mirrorTaskID = .invalid
        }
        MirrorService.shared.start { [weak self] in self?.mirrorDidFinish() }
    }

    func check() {
        checkTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.checkTaskID)
            self.checkTaskID = .invalid
        }
        CheckService.shared.start { [weak self] in self?.checkDidFinish() }
    }
}

protocol UploadFinishing: AnyObject {}

extension UploadFinishing {
    // Declared in this file, in no body of the class (which adopts the protocol in a file not
    // analysed): the call above does not resolve to it, but it may reach it, and code of this
    // file may read the private property.
    func uploadDidFinish() {
        (self as? UploadViewController)?.finishUpload()
    }
}
