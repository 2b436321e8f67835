// Scenario: a module declares its own stand-in for UIKit (to build on Linux, in a test target)
// with UIKit's own signature, `beginBackgroundTask(expirationHandler:)`. A call with no handler is
// still reported: only an overload with a label UIKit's has not is taken for the module's own.
struct UIBackgroundTaskIdentifier: Equatable {
    var rawValue: Int
    static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

final class UIApplication {
    static let shared = UIApplication()

    func beginBackgroundTask(expirationHandler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: 1)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}

func sync() {
    let id = UIApplication.shared.beginBackgroundTask() // expect: missing-expiration-handler
    defer { UIApplication.shared.endBackgroundTask(id) }
    print("syncing")
}
