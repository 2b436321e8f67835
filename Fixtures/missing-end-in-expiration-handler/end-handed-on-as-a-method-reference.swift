// Scenario: the handler ends the identifiers by handing the end itself, as a function, to a call
// that applies it (`ids.forEach(UIApplication.shared.endBackgroundTask)`,
// `marker.map(UIApplication.shared.endBackgroundTask)`, `(_:)` spelt out or not). That is an end.
// Handing it something else (a logger) is not.
import UIKit

final class AssertionPool {
    private var ids: [UIBackgroundTaskIdentifier] = []
    private var current: UIBackgroundTaskIdentifier?

    func hold() {
        var id = UIBackgroundTaskIdentifier.invalid
        id = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.releaseAll()
        }
        ids.append(id)
    }

    func holdOne() {
        current = UIApplication.shared.beginBackgroundTask { [weak self] in
            self?.current.map(UIApplication.shared.endBackgroundTask(_:))
            self?.current = nil
        }
    }

    func holdLogged() {
        current = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: missing-end-in-expiration-handler
            self?.current.map(Logger.shared.note)
        }
    }

    func releaseAll() {
        ids.forEach(UIApplication.shared.endBackgroundTask)
        ids.removeAll()
        current.map(UIApplication.shared.endBackgroundTask)
        current = nil
    }
}

final class Logger {
    static let shared = Logger()
    func note(_ id: UIBackgroundTaskIdentifier) { print(id) }
}
