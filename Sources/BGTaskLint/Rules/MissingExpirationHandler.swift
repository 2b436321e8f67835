/// `beginBackgroundTask` needs an expiration handler (guide, point 1).
public struct MissingExpirationHandler: Rule {
    public static let metadata = RuleMetadata(
        id: "missing-expiration-handler",
        severity: .error,
        summary: "a background task is begun without an expiration handler",
        rationale: """
            The guide: "An expiration handler is mandatory. Without one the system may kill the app and \
            data is lost." When time runs out nothing ends the task, and the watchdog terminates the app.
            """,
        triggering: """
            final class Syncer {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func sync() {
                    taskID = UIApplication.shared.beginBackgroundTask(withName: "Sync", expirationHandler: nil)
                    SyncAPI.shared.run { [weak self] in self?.finish() }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        passing: """
            final class Syncer {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func sync() {
                    taskID = UIApplication.shared.beginBackgroundTask(withName: "Sync") { [weak self] in
                        self?.finish()
                    }
                    SyncAPI.shared.run { [weak self] in self?.finish() }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            Parentheses holding only argument labels name the method, and begin nothing: \
            `#selector(UIApplication.beginBackgroundTask(withName:expirationHandler:))`, a stored method \
            reference. A wrapper that forwards its own (possibly nil) handler parameter is not reported: its callers \
            decide. A handler the analyzer cannot follow (`makeHandler()`) counts as present. A call of \
            the module's own `beginBackgroundTask` is not UIKit's, for this rule as for every other: on an \
            object other than `UIApplication…`, one with the call's labels that returns no \
            `UIBackgroundTaskIdentifier`; on `self` (bare or `self.`), one whose parameters take the \
            call's arguments, declared by the type the call is made in, a type it inherits from or \
            conforms to, or (bare) as a free function. In an extension of `UIApplication` only an \
            overload in an extension of `UIApplication` is: a function of another type, whatever its \
            labels, hides nothing there. A call with no handler at all is not reported either when an \
            overload the module adds to `UIApplication` can take it (`beginBackgroundTask(withName:onExpire:)` \
            with a defaulted handler; one with a label UIKit's has not): which one swiftc picks depends on \
            types, and the module's may install a handler. Calls with a handler, or with `expirationHandler: nil`, are judged as before.
            """
    )

    private static let application = TypeName("UIApplication")

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.beginCalls.compactMap { begin in
            switch begin.handler {
            case .absent where context.facts.index.ownBegins.anyOfOwnLabels(Self.application, accepts: begin.call):
                // An overload the module adds to UIApplication that takes the call without a
                // handler (`beginBackgroundTask(withName:onExpire:)`, its handler defaulting to
                // nil) may be the one swiftc picks, which types decide; it may install one.
                return nil
            case .absent, .nilLiteral:
                return context.diagnostic(
                    Self.metadata, at: begin.token,
                    "'beginBackgroundTask' has no expiration handler; pass one that ends the task, or the system kills the app when time runs out")
            default:
                return nil
            }
        }
    }
}
