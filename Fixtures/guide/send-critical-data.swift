// Scenario: the guide's sendCriticalData wrapped in a class: the request runs on the normal path, but the handler uses self strongly.
import UIKit

func saveForRetry(_ data: Data) {
    UserDefaults.standard.set(data, forKey: "CriticalData.retry")
}

final class CriticalDataSender {
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid
    private let request = URLRequest(url: URL(string: "https://api.example.com/critical")!)

    func sendCriticalData(data: Data) {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask {
            saveForRetry(data)              // keep the data to resend later
            self.endBackgroundTask() // expect: strong-self-in-expiration-handler
        }
        let task = URLSession.shared.dataTask(with: request) { _, _, error in
            if error != nil { saveForRetry(data) }
            self.endBackgroundTask()
        }
        task.resume()
    }

    private func endBackgroundTask() {
        UIApplication.shared.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
