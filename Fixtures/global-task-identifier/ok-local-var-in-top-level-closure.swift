// Scenario: a file-scope constant closure keeps the identifier in a var local to the closure, not at file scope.
// expect: none
import UIKit

let persistSessionInBackground: @MainActor (Data) -> Void = { session in
    var sessionTaskID = UIBackgroundTaskIdentifier.invalid
    sessionTaskID = UIApplication.shared.beginBackgroundTask(withName: "Session") {
        UIApplication.shared.endBackgroundTask(sessionTaskID)
        sessionTaskID = .invalid
    }
    SessionStore.persist(session) {
        UIApplication.shared.endBackgroundTask(sessionTaskID)
        sessionTaskID = .invalid
    }
}
