// Scenario: the handler logs each unsent item, with CocoaLumberjack's functions or Crashlytics'
// breadcrumbs, then ends the task: logging is atomic work, in a loop too. A loop resending each
// item is still work.
import UIKit
import CocoaLumberjackSwift
import FirebaseCrashlytics

final class OutboxSender {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private var outbox: [Message] = []

    func flush() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "outbox") { [weak self] in
            guard let self else { return }
            for message in self.outbox { DDLogWarn("unsent message \(message.id)") }
            for message in self.outbox { Crashlytics.crashlytics().log("unsent \(message.id)") }
            self.end()
        }
        Outbox.send(outbox) { [weak self] in self?.end() }
    }

    func retry() {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "retry") { [weak self] in
            guard let self else { return }
            for message in self.outbox { Outbox.resend(message) } // expect: long-work-in-expiration-handler
            self.end()
        }
        Outbox.send(outbox) { [weak self] in self?.end() }
    }

    private func end() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
