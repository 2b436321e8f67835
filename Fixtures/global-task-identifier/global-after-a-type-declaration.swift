// Scenario: the global is declared after a class body closes, at brace depth zero; only the global line is reported.
import UIKit

final class NewsletterSender {
    private var retryCount = 0

    func send(_ issue: Data) {
        newsletterTaskID = UIApplication.shared.beginBackgroundTask(withName: "Newsletter") { [weak self] in
            self?.retryCount += 1
            UIApplication.shared.endBackgroundTask(newsletterTaskID)
            newsletterTaskID = .invalid
        }
        NewsletterAPI.shared.send(issue) {
            UIApplication.shared.endBackgroundTask(newsletterTaskID)
            newsletterTaskID = .invalid
        }
    }
}

var newsletterTaskID = UIBackgroundTaskIdentifier.invalid // expect: global-task-identifier
