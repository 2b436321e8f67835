/// A suppression must keep earning its place: one that suppresses nothing is reported, so stale
/// and mistyped suppressions cannot pile up and silently hide the next real finding.
///
/// The suppression step of `Linter.lint` makes these findings (it alone knows which directives
/// were used); `check` makes none.
public struct UnusedSuppression: Rule {
    public static let metadata = RuleMetadata(
        id: "unused-suppression",
        severity: .warning,
        summary: "a 'bgtask-lint:disable' comment suppresses no finding",
        rationale: """
            A suppression is a promise that a finding was read and judged. Once the code it excused is \
            fixed or moved, a leftover `// bgtask-lint:disable…` comment excuses whatever lands on its \
            line next — the unended task the guide warns about included — without anyone judging it. \
            A suppression that names an unknown rule id (a typo), or cannot be read at all, suppresses \
            nothing either and is reported the same way. Write `// bgtask-lint:disable:next RULE -- reason`, \
            `// bgtask-lint:disable:this RULE`, or a `// bgtask-lint:disable RULE` … \
            `// bgtask-lint:enable RULE` region; `all` stands for every rule.
            """,
        triggering: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func upload(_ data: Data) {
                    // bgtask-lint:disable:next strong-self-in-expiration-handler -- kept alive on purpose
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finish()
                    }
                    UploadAPI.shared.send(data) { [weak self] in self?.finish() }
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        passing: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func upload(_ data: Data) {
                    taskID = UIApplication.shared.beginBackgroundTask {
                        // bgtask-lint:disable:next strong-self-in-expiration-handler -- made once at launch, never released
                        self.finish()
                    }
                    UploadAPI.shared.send(data) { [weak self] in self?.finish() }
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            A suppression of a rule that did not run (turned off by `--disable`, `--enable` or the \
            configuration) is not judged. Only directives naming `unused-suppression` itself suppress \
            these findings, and they are never reported as unused. An `enable` with nothing to end (no \
            `disable` of its rule or of `all` before it) is reported too; `enable RULE` after \
            `disable all` reports that rule again and leaves the others suppressed.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}
