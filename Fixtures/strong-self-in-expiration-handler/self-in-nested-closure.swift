// Scenario: self appears only inside a closure nested in the handler (a lock body); the handler itself has no weak capture.
import UIKit

final class TelemetryBuffer {
    private let lock = NSLock()
    private var isFrozen = false

    func flush(using app: UIApplication) {
        let lock = self.lock
        var flushTaskID = UIBackgroundTaskIdentifier.invalid
        flushTaskID = app.beginBackgroundTask(withName: "Telemetry") {
            lock.withLock { self.isFrozen = true } // expect: strong-self-in-expiration-handler
            app.endBackgroundTask(flushTaskID)
            flushTaskID = .invalid
        }
        TelemetryAPI.shared.flush {
            app.endBackgroundTask(flushTaskID)
            flushTaskID = .invalid
        }
    }
}
