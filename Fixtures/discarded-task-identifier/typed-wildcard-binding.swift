// Scenario: `let _: UIBackgroundTaskIdentifier = …` binds nothing, like `let _ = …`: the identifier is thrown away (there is no variable '_' to end).
import UIKit

final class CacheWarmup {
    func warm() {
        let _: UIBackgroundTaskIdentifier = UIApplication.shared.beginBackgroundTask { print("warm-up expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        ThumbnailWarmupStore.shared.fill()
    }
}
