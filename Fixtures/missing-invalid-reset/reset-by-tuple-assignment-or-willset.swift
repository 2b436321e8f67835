// Scenario: two resets the rule reads: a tuple assignment storing `.invalid` after the end
// (`(token, startedAt) = (.invalid, nil)`), and an end in the property's own `willSet`, which
// runs because a new value is being stored: that store is the reset. A tuple that stores
// elsewhere, or a `didSet` ending the new value's copy, still leaves the property unreset.
import UIKit

final class TimedJob {
    private var token = UIBackgroundTaskIdentifier.invalid
    private var other = UIBackgroundTaskIdentifier.invalid
    private var startedAt: Date?

    func begin() {
        token = UIApplication.shared.beginBackgroundTask { [weak self] in self?.halt() }
        other = UIApplication.shared.beginBackgroundTask { [weak self] in self?.haltOther() }
        startedAt = Date()
    }

    func halt() {
        guard token != .invalid else { return }
        UIApplication.shared.endBackgroundTask(token)
        (token, startedAt) = (.invalid, nil)
    }

    func haltOther() {
        UIApplication.shared.endBackgroundTask(other) // expect: missing-invalid-reset
        let (cleared, stoppedAt) = (UIBackgroundTaskIdentifier.invalid, Date?.none)
        print(cleared, stoppedAt as Any)
    }

    func complete() {
        halt()
        haltOther()
    }
}

final class CountdownAssertion {
    private var backgroundTask: UIBackgroundTaskIdentifier? = nil {
        willSet {
            if let backgroundTask {
                UIApplication.shared.endBackgroundTask(backgroundTask)
            }
        }
    }
    private var lastTask: UIBackgroundTaskIdentifier? {
        didSet {
            if let id = lastTask { UIApplication.shared.endBackgroundTask(id) } // expect: missing-invalid-reset
        }
    }

    func start() {
        backgroundTask = UIApplication.shared.beginBackgroundTask { [weak self] in self?.backgroundTask = nil }
        lastTask = UIApplication.shared.beginBackgroundTask { [weak self] in self?.lastTask = nil }
    }

    func stop() {
        backgroundTask = nil
        lastTask = nil
    }
}
