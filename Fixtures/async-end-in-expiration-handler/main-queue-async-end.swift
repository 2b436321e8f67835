// Scenario: the handler defers the end to DispatchQueue.main.async, so the task may outlive the expiration.
import UIKit

func flushSearchHistory(_ history: [String], app: UIApplication) {
    var historyTaskID = UIBackgroundTaskIdentifier.invalid
    historyTaskID = app.beginBackgroundTask(withName: "SearchHistory") { // expect: async-end-in-expiration-handler
        DispatchQueue.main.async {
            app.endBackgroundTask(historyTaskID)
            historyTaskID = .invalid
        }
    }
    SearchHistoryStore.save(history) {
        app.endBackgroundTask(historyTaskID)
        historyTaskID = .invalid
    }
}
