// Scenario: self appears only inside a closure nested in the handler (a lock body); the handler itself has no weak capture.
import UIKit

final class TelemetryBuffer {
    private let lock = NSLock()
    private var isFrozen = false
    private var flushTaskID = UIBackgroundTaskIdentifier.invalid

    func flush(using app: UIApplication) {
        let lock = self.lock
        flushTaskID = app.beginBackgroundTask(withName: "Telemetry") {
            lock.withLock { self.isFrozen = true } // expect: strong-self-in-expiration-handler
            self.endFlushTask(app)
        }
        TelemetryAPI.shared.flush {
            self.endFlushTask(app)
        }
    }

    private func endFlushTask(_ app: UIApplication) {
        app.endBackgroundTask(flushTaskID)
        flushTaskID = .invalid
    }
}
