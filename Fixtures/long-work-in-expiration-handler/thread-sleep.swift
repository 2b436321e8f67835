// Scenario: the handler sleeps the thread to let a buffered write drain.
import UIKit

final class AudioMemoRecorder {
    private var memoTaskID: UIBackgroundTaskIdentifier = .invalid
    private var isRecording = false

    func stopRecordingInBackground() {
        memoTaskID = UIApplication.shared.beginBackgroundTask(withName: "AudioMemo") { [weak self] in
            self?.isRecording = false
            Thread.sleep(forTimeInterval: 0.5) // expect: long-work-in-expiration-handler
            self?.endMemoTask()
        }
        AudioEngine.shared.finalizeFile { [weak self] in
            self?.endMemoTask()
        }
    }

    private func endMemoTask() {
        UIApplication.shared.endBackgroundTask(memoTaskID)
        memoTaskID = .invalid
    }
}
