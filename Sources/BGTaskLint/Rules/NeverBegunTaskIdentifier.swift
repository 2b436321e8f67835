/// The app must end the identifier `beginBackgroundTask` returned (guide: "When the work is done
/// the app must call `endBackgroundTask(_:)` with that identifier").
public struct NeverBegunTaskIdentifier: Rule {
    public static let metadata = RuleMetadata(
        id: "never-begun-task-identifier",
        severity: .warning,
        summary: "an end of a private identifier that never holds a task: nothing stores anything but '.invalid' in it",
        rationale: """
            The guide: "When the work is done the app must call endBackgroundTask(_:) with that \
            identifier." A private property that nothing ever stores a task in holds `.invalid` for \
            good: ending it ends no task, and the task begun meanwhile runs on until it expires. \
            It is nearly always a near-twin of the property the begin call stores into (Noteshelf3 \
            ends `bgtask` where it began `bgTask`).
            """,
        triggering: """
            final class Exporter {
                private var bgTask: UIBackgroundTaskIdentifier = .invalid
                private var exportTask: UIBackgroundTaskIdentifier = .invalid

                func export() {
                    bgTask = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
                    Archive.shared.write { [weak self] in self?.finish() }
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(exportTask)
                    exportTask = .invalid
                }
            }
            """,
        passing: """
            final class Exporter {
                private var bgTask: UIBackgroundTaskIdentifier = .invalid

                func export() {
                    bgTask = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
                    Archive.shared.write { [weak self] in self?.finish() }
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(bgTask)
                    bgTask = .invalid
                }
            }
            """,
        limits: """
            Only `private` and `fileprivate` stored properties out of the runtime's reach (no \
            `@objc`, `dynamic` or `@NSManaged`, in no `@objcMembers` type), whose every store is in \
            the file: their declaration gives `.invalid` or no value, and every mention of the name in \
            the file (of any variable of that name) is a read, or stores `.invalid` or `nil`. \
            Anything that might store another value keeps it silent: an assignment of anything else, \
            `&name`, a key path, a tuple assignment, any mention of a property wrapper's backing \
            storage `_name` (`_syncTask.update { $0 = begin… }`) or projection `$name` (`$syncTask.mutate { … }`). Ends in an expiration handler are left to \
            `mismatched-task-identifier` and `missing-end-in-expiration-handler`. File-scope variables \
            and locals are not checked. `missing-invalid-reset` does not ask to reset such a property.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let neverBegun = NeverBegunProperties(context.facts)
        let handlers = context.facts.nestedHandlers
        return context.endCalls.compactMap { call in
            guard let ended = context.facts.identifier(in: call.arguments[0].value, at: call.name),
                  case .property(let typeName) = ended.home,
                  !handlers.contains(context.facts.executableScope(of: call.name)),
                  neverBegun.holdsNoTask(ended.name, of: typeName) else { return nil }
            return context.diagnostic(
                Self.metadata, at: call.name,
                "'\(ended.name)' never holds a task: nothing in this file stores anything but '.invalid' in it, so this 'endBackgroundTask(_:)' ends no task; end the identifier the begin call returned")
        }
    }
}
