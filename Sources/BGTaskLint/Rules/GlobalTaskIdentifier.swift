/// Store the identifier as a property, never as a global (guide, point 6).
public struct GlobalTaskIdentifier: Rule {
    public static let metadata = RuleMetadata(
        id: "global-task-identifier",
        severity: .warning,
        summary: "a background task identifier is stored in a global variable",
        rationale: """
            The guide: "Store the identifier as a property of a class or struct, never as a global \
            variable: globals conflict when several tasks run." A second task overwrites the first \
            one's identifier, which then can never be ended.
            """,
        triggering: """
            var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

            func startBackgroundTask() {
                backgroundTaskID = UIApplication.shared.beginBackgroundTask { finishBackgroundTask() }
            }

            func finishBackgroundTask() {
                UIApplication.shared.endBackgroundTask(backgroundTaskID)
                backgroundTaskID = .invalid
            }
            """,
        passing: """
            final class DocumentSaver {
                private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

                func start() {
                    backgroundTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in self?.finish() }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(backgroundTaskID)
                    backgroundTaskID = .invalid
                }
            }
            """,
        limits: """
            Reported at the global's declaration, once, when a begin call anywhere in the analysed files \
            assigns to it. `static` properties are not globals here.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let tree = context.tree
        let assignments = context.index.taskGlobals(declaredIn: context.facts.file)
        guard !assignments.isEmpty else { return [] }
        let declarations = tree.memberDeclarationTokens(in: 0)
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for assignment in assignments {
            guard reported.insert(assignment.name).inserted, let declaration = declarations[assignment.name] else { continue }
            diagnostics.append(context.diagnostic(
                Self.metadata, at: declaration,
                "background task identifier '\(assignment.name)' is a global variable; store it in a property of the type that owns the task",
                notes: [context.note(file: assignment.beginFile, token: assignment.beginToken, "task begun here")]))
        }
        return diagnostics
    }
}
