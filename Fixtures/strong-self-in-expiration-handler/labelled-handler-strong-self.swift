// Scenario: the expirationHandler: argument closure spans several lines and uses self strongly on its second line.
import UIKit

final class EpisodeTranscriber {
    private var transcribeTaskID: UIBackgroundTaskIdentifier = .invalid
    private var transcriptionTask: URLSessionTask?

    func transcribe(_ request: URLRequest) {
        transcribeTaskID = UIApplication.shared.beginBackgroundTask(
            withName: "Transcribe",
            expirationHandler: {
                print("transcription expired")
                self.transcriptionTask?.cancel() // expect: strong-self-in-expiration-handler
                self.endTranscribeTask()
            }
        )
        transcriptionTask = URLSession.shared.dataTask(with: request) { [weak self] _, _, _ in
            self?.endTranscribeTask()
        }
        transcriptionTask?.resume()
    }

    private func endTranscribeTask() {
        UIApplication.shared.endBackgroundTask(transcribeTaskID)
        transcribeTaskID = .invalid
    }
}
