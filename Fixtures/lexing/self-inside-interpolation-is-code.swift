// Scenario: the only strong self in a class handler sits inside a string interpolation, which is code and is reported.
import UIKit

final class SessionLogger {
    private let sessionName = "main"

    func flush(app: UIApplication) {
        var flushTaskID = UIBackgroundTaskIdentifier.invalid
        flushTaskID = app.beginBackgroundTask(withName: "SessionLog") {
            print("session \(self.sessionName) expired") // expect: strong-self-in-expiration-handler
            app.endBackgroundTask(flushTaskID)
            flushTaskID = .invalid
        }
        SessionLogAPI.flush {
            app.endBackgroundTask(flushTaskID)
            flushTaskID = .invalid
        }
    }
}
