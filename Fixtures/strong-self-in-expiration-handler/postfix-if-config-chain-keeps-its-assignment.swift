// Scenario: a postfix #if picks the begin call per build configuration; the call is still the
// value assigned to the property, so each clause's strong self is the retain cycle of the rule,
// and a clause's call written as a statement of its own still throws the identifier away.
import UIKit

final class ConfiguredRelay {
    private var relayTaskID: UIBackgroundTaskIdentifier = .invalid

    func relay() {
        relayTaskID = UIApplication.shared
        #if DEBUG
            .beginBackgroundTask(withName: "relay-debug") { self.finish() } // expect: strong-self-in-expiration-handler
        #else
            .beginBackgroundTask(withName: "relay") { [weak self] in self?.finish() }
        #endif
        RelayAPI.shared.send { [weak self] in self?.finish() }
    }

    func warmUp() {
        UIApplication.shared
        #if DEBUG
            .beginBackgroundTask { print("expired") } // expect: discarded-task-identifier, missing-end-in-expiration-handler
        #endif
        print("warming up")
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(relayTaskID)
        relayTaskID = .invalid
    }
}
