// Scenario: handlers that hand endBackgroundTask `.invalid` and still end their task: beside a
// real end, or through a helper of the module so named, which is followed (it ends the
// current task whatever it is handed). Nothing is reported.
import UIKit

final class ChunkUploader {
    private var uploadTaskID = UIBackgroundTaskIdentifier.invalid
    private var previousTaskID = UIBackgroundTaskIdentifier.invalid

    func upload(_ chunk: Data) {
        uploadTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(.invalid)
            UIApplication.shared.endBackgroundTask(self.uploadTaskID)
            self.uploadTaskID = .invalid
        }
        ChunkAPI.shared.send(chunk) { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(uploadTaskID)
        uploadTaskID = .invalid
    }
}

final class FrameRecorder {
    private var recordingTaskID = UIBackgroundTaskIdentifier.invalid

    func record() {
        recordingTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.endBackgroundTask(.invalid)
        }
        FrameWriter.shared.flush { [weak self] in self?.endBackgroundTask(.invalid) }
    }

    /// Ends the current task; the argument is a leftover of an older signature.
    private func endBackgroundTask(_ ignored: UIBackgroundTaskIdentifier) {
        UIApplication.shared.endBackgroundTask(recordingTaskID)
        recordingTaskID = .invalid
    }
}
