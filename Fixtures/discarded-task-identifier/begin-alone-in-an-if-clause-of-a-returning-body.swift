// Scenario: a function returning the identifier whose body is one expression per platform,
// each in a clause of an `#if`: every build sees one expression, returned implicitly. The same
// clause in a function returning nothing drops the identifier.
import UIKit

struct PlatformBackgroundTasks {
    func begin(named name: String, onExpiry: @escaping () -> Void) -> UIBackgroundTaskIdentifier {
        #if os(iOS)
        UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: onExpiry)
        #else
        .invalid
        #endif
    }

    func end(_ task: UIBackgroundTaskIdentifier) {
        #if os(iOS)
        UIApplication.shared.endBackgroundTask(task)
        #endif
    }

    func keepAliveBriefly() {
        #if os(iOS)
        UIApplication.shared.beginBackgroundTask(withName: "brief") {} // expect: discarded-task-identifier, missing-end-in-expiration-handler
        #endif
    }
}
