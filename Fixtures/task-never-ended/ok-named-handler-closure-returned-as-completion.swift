// Scenario: one closure both ends the task on expiration and is handed back as the completion callback for the normal path.
// expect: none
import UIKit

final class EventFlusher {
    func beginFlush(in application: UIApplication) -> () -> Void {
        var flushTaskID: UIBackgroundTaskIdentifier = .invalid
        let finish = {
            application.endBackgroundTask(flushTaskID)
            flushTaskID = .invalid
        }
        flushTaskID = application.beginBackgroundTask(withName: "Flush", expirationHandler: finish)
        return finish
    }
}
