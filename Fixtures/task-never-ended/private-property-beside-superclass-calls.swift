// Scenario: a view controller keeps its identifier in a private property and calls UIKit's
// methods on itself (`present`, `dismiss`). Those are declared in no analysed file, but they
// cannot end a property private to this file: only this file's code can read it, and none of it
// ends the task outside the handler. (Delta's online-multiplayer task has this shape.)
import UIKit

final class PlayerViewController: UIViewController {
    private var playbackTaskID: UIBackgroundTaskIdentifier?

    func showSettings() {
        present(PlaybackSettingsViewController(), animated: true)
    }

    func close() {
        self.dismiss(animated: true)
    }

    @objc func didEnterBackground(_ notification: Notification) {
        playbackTaskID = UIApplication.shared.beginBackgroundTask(withName: "Playback") { [weak self] in // expect: task-never-ended
            guard let self, let id = self.playbackTaskID else { return }
            UIApplication.shared.endBackgroundTask(id)
            self.playbackTaskID = nil
        }
    }
}

final class RecorderViewController: UIViewController {
    fileprivate var recordingTaskID: UIBackgroundTaskIdentifier = .invalid

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        self.stopMeters()
    }
}

extension RecorderViewController {
    func keepRecording() {
        recordingTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.recordingTaskID)
            self.recordingTaskID = .invalid
        }
    }
}

// Swift 6 code marks the property `nonisolated(unsafe)`, after or before `private`: either way it
// is private to this file.
@MainActor
final class CaptureViewController: UIViewController {
    private nonisolated(unsafe) var captureTaskID: UIBackgroundTaskIdentifier = .invalid
    nonisolated(unsafe) private var savingTaskID: UIBackgroundTaskIdentifier = .invalid

    func pause() {
        self.dismiss(animated: true)
    }

    func keepCapturing() {
        captureTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.captureTaskID)
            self.captureTaskID = .invalid
        }
    }

    func keepSaving() {
        savingTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: task-never-ended
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.savingTaskID)
            self.savingTaskID = .invalid
        }
    }
}
