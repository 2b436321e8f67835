// Scenario: a bare `beginBackgroundTask(withName:expirationHandler: nil)` in an extension of
// UIApplication is UIKit's, whatever other types of the module (PodcastPlayer) declare.
import UIKit

extension UIApplication {
    func runGuarded(_ work: @escaping (@escaping () -> Void) -> Void) {
        let id = beginBackgroundTask(withName: "guarded", expirationHandler: nil) // expect: missing-expiration-handler
        work { self.endBackgroundTask(id) }
    }
}
