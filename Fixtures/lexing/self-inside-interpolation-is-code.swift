// Scenario: the only strong self in a class handler sits inside a string interpolation, which is code and is reported.
import UIKit

final class SessionLogger {
    private let sessionName = "main"
    private var flushTaskID = UIBackgroundTaskIdentifier.invalid

    func flush(app: UIApplication) {
        flushTaskID = app.beginBackgroundTask(withName: "SessionLog") {
            print("session \(self.sessionName) expired") // expect: strong-self-in-expiration-handler
            self.endFlushTask(app)
        }
        SessionLogAPI.flush {
            self.endFlushTask(app)
        }
    }

    private func endFlushTask(_ app: UIApplication) {
        app.endBackgroundTask(flushTaskID)
        flushTaskID = .invalid
    }
}
