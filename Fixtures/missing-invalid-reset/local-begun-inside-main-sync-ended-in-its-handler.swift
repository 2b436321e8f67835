// Scenario: a helper begins the task on the main thread inside `DispatchQueue.main.sync { }`,
// which runs its closure once, in place, and returns the local to its caller. The handler's end
// is the local's last use: as if the begin call were written in the body, no reset is needed.
// The same shape whose body also ends the local in a completion still needs the reset.
import UIKit

final class MainThreadTasks {
    func begin(name: String) -> UIBackgroundTaskIdentifier {
        var identifier: UIBackgroundTaskIdentifier = .invalid
        DispatchQueue.main.sync {
            identifier = UIApplication.shared.beginBackgroundTask(withName: name) {
                UIApplication.shared.endBackgroundTask(identifier)
            }
        }
        return identifier
    }

    func beginAndExport(name: String, clip: URL) {
        var identifier: UIBackgroundTaskIdentifier = .invalid
        DispatchQueue.main.sync {
            identifier = UIApplication.shared.beginBackgroundTask(withName: name) {
                UIApplication.shared.endBackgroundTask(identifier) // expect: missing-invalid-reset
            }
        }
        ClipEncoder.encode(clip) {
            UIApplication.shared.endBackgroundTask(identifier) // expect: missing-invalid-reset
        }
    }
}
