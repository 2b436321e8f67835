// Scenario: the handler's helper logs through the app's own logger type, `AppLog`, whose
// static method appends the line to a file, and ends the task. Logging is atomic work to the
// guide, whatever the logger does inside; a type whose name only ends in the letters `log`
// (`Catalog`) is no logger, and its file write in the handler is still reported.
import UIKit

enum AppLog {
    static func debug(_ message: String) {
        try? Data(message.utf8).write(to: URL(fileURLWithPath: "/tmp/app.log"))
    }
}

enum Catalog {
    static func save(_ entry: String) {
        try? Data(entry.utf8).write(to: URL(fileURLWithPath: "/tmp/catalog"))
    }
}

final class LongTermTask {
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.finish()
        }
    }

    func startCataloguing() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            Catalog.save("expired") // expect: long-work-in-expiration-handler
            self?.finish()
        }
    }

    private func finish() {
        guard taskID != .invalid else { return }
        AppLog.debug("ending \(taskID)")
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
