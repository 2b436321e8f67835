// Scenario: the identifier is thrown away with _ =, so nothing can ever end the task; the handler cannot end it either.
import UIKit

final class LaunchWarmup {
    func warmUp() {
        _ = UIApplication.shared.beginBackgroundTask(withName: "Warmup") { print("warmup expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        WarmupCache.shared.fill()
    }
}
