// Scenario: the guide's sendCriticalData with [weak self] and a backgroundTimeRemaining check before sending (point 9).
// expect: none
import UIKit

func saveForRetry(_ data: Data) {
    UserDefaults.standard.set(data, forKey: "CriticalData.retry")
}

final class CriticalDataSender {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid
    private let request = URLRequest(url: URL(string: "https://api.example.com/critical")!)

    func sendCriticalData(data: Data) {
        guard UIApplication.shared.backgroundTimeRemaining > 5 else {
            saveForRetry(data)
            return
        }
        backgroundTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            saveForRetry(data)
            self?.endBackgroundTask()
        }
        let task = URLSession.shared.dataTask(with: request) { [weak self] _, _, error in
            if error != nil { saveForRetry(data) }
            self?.endBackgroundTask()
        }
        task.resume()
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
