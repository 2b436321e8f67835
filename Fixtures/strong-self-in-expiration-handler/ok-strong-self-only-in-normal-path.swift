// Scenario: self is captured strongly by the normal-path completion closure, which is not the expiration handler.
// expect: none
import UIKit

final class QuoteFetcher {
    private var fetchTaskID: UIBackgroundTaskIdentifier = .invalid
    private var lastQuote: String?

    func fetchQuote(_ request: URLRequest) {
        fetchTaskID = UIApplication.shared.beginBackgroundTask(withName: "Quote") { [weak self] in
            self?.endFetchTask()
        }
        URLSession.shared.dataTask(with: request) { data, _, _ in
            self.lastQuote = data.flatMap { String(data: $0, encoding: .utf8) }
            self.endFetchTask()
        }.resume()
    }

    private func endFetchTask() {
        UIApplication.shared.endBackgroundTask(fetchTaskID)
        fetchTaskID = .invalid
    }
}
