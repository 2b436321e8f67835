// Scenario: the handler asks for more time with another beginBackgroundTask instead of ending; the nested begin is long work.
import UIKit

final class VideoTranscoder {
    private var transcodeTaskID: UIBackgroundTaskIdentifier = .invalid
    private var graceTaskID: UIBackgroundTaskIdentifier = .invalid

    func transcode(_ clip: URL) {
        transcodeTaskID = UIApplication.shared.beginBackgroundTask(withName: "Transcode") { [weak self] in
            guard let self else { return }
            self.graceTaskID = UIApplication.shared.beginBackgroundTask(withName: "TranscodeGrace") { [weak self] in // expect: long-work-in-expiration-handler
                self?.endGraceTask()
            }
            self.endTranscodeTask()
        }
        Transcoder.shared.run(clip) { [weak self] in
            self?.endTranscodeTask()
            self?.endGraceTask()
        }
    }

    private func endTranscodeTask() {
        UIApplication.shared.endBackgroundTask(transcodeTaskID)
        transcodeTaskID = .invalid
    }

    private func endGraceTask() {
        guard graceTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(graceTaskID)
        graceTaskID = .invalid
    }
}
