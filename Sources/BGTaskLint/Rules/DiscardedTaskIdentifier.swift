/// The identifier `beginBackgroundTask` returns is the only way to end the task.
public struct DiscardedTaskIdentifier: Rule {
    public static let metadata = RuleMetadata(
        id: "discarded-task-identifier",
        severity: .error,
        summary: "the identifier returned by 'beginBackgroundTask' is thrown away",
        rationale: """
            The guide: "When the work is done the app must call endBackgroundTask(_:) with that \
            identifier." Without the identifier nothing can end the task: it runs until the system \
            kills the app.
            """,
        triggering: """
            func flushLogs() {
                _ = UIApplication.shared.beginBackgroundTask(withName: "Flush") {
                    print("expired")
                }
                LogStore.shared.flush()
            }
            """,
        passing: """
            func flushLogs() {
                var taskID = UIBackgroundTaskIdentifier.invalid
                taskID = UIApplication.shared.beginBackgroundTask(withName: "Flush") {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
                LogStore.shared.flush {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            A call that is the only expression of a closure, or of a function, getter or subscript that \
            declares a result, returns its value and is not reported; nor is a call that is a branch of an \
            `if` or `switch` expression whose value is assigned (except to `_`), returned or such a \
            result, nor a call whose result feeds anything else (an argument, a `return`, a member \
            access). An `if` or `switch` that is a closure's only statement is read as a statement, as \
            swiftc reads it in a closure returning Void, unless a branch is a bare `.invalid` or `nil` \
            (`else { .invalid }`), which only a value would be: the closure returns the identifier. \
            A begin call on lines of its own inside a call or tuple a formatter wrapped \
            (`ids.append(⏎begin…⏎)`) is an argument or element. Not followed, so not reported: a call on the line \
            where a `case` label split over lines ends, and a branch of an `if … else if` chain of more \
            than 256 branches. A call alone in a clause of an `#if` (the directive line before it, the \
            next clause or `#endif` after it) in such a closure or function is taken as its value, each \
            build seeing one expression; the other clauses are not compared.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.beginCalls.compactMap { begin in
            guard case .discarded = context.facts.resultUse(of: begin.call) else { return nil }
            return context.diagnostic(
                Self.metadata, at: begin.token,
                "the identifier returned by 'beginBackgroundTask' is discarded, so the task can never be ended; store it and pass it to 'endBackgroundTask(_:)'")
        }
    }
}
