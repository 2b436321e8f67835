// Scenario: the network request is started on the normal path; the handler only saves for retry and ends.
// expect: none
import UIKit

final class CriticalEventSender {
    private var sendTaskID: UIBackgroundTaskIdentifier = .invalid
    private let endpoint = URL(string: "https://api.example.com/events")!

    func send(_ payload: Data) {
        guard UIApplication.shared.backgroundTimeRemaining > 5 else {
            UserDefaults.standard.set(payload, forKey: "events.retryPayload")
            return
        }
        sendTaskID = UIApplication.shared.beginBackgroundTask(withName: "CriticalEvent") { [weak self] in
            UserDefaults.standard.set(payload, forKey: "events.retryPayload")
            self?.endSendTask()
        }
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        let task = URLSession.shared.uploadTask(with: request, from: payload) { [weak self] _, _, error in
            if error != nil {
                UserDefaults.standard.set(payload, forKey: "events.retryPayload")
            }
            self?.endSendTask()
        }
        task.resume()
    }

    private func endSendTask() {
        UIApplication.shared.endBackgroundTask(sendTaskID)
        sendTaskID = .invalid
    }
}
