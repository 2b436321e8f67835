/// After ending a task, the stored identifier goes back to `.invalid` (guide, point 3).
public struct MissingInvalidReset: Rule {
    public static let metadata = RuleMetadata(
        id: "missing-invalid-reset",
        severity: .warning,
        summary: "a stored task identifier is not reset to '.invalid' after 'endBackgroundTask(_:)'",
        rationale: """
            The guide: "Set the identifier to .invalid after endBackgroundTask, to prevent ending it twice." \
            A stale identifier is ended again by the next completion path or handler, which UIKit reports \
            as ending an unknown task, and makes `!= .invalid` checks lie.
            """,
        triggering: """
            final class Saver {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                }
            }
            """,
        passing: """
            final class Saver {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            Only identifiers the code can reset are checked: a `var` stored property of the enclosing \
            type, a local `var` (captured by a handler), or a file-scope `var`. Ending a parameter, a \
            `let` (copy-reset-end: `let id = taskID; taskID = .invalid; end(id)`), another object's \
            property, or an expression is left alone, as is ending in `deinit`. Any later assignment \
            of the identifier in the enclosing function (including a `defer` and nested closures) counts \
            as the reset, and so does a call of a helper that assigns it or whose name says it resets.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.endCalls.compactMap { call in
            guard let ended = context.facts.identifier(in: call.arguments[0].value, at: call.name),
                  ended.isVariable, !ended.isParameter, !isInDeinit(context.tree.scope(of: call.name), context.tree),
                  !isReset(ended.name, after: call, context) else { return nil }
            return context.diagnostic(
                Self.metadata, at: call.name,
                "'\(ended.name)' is not reset to '.invalid' after 'endBackgroundTask(_:)'; set it to '.invalid' so the task cannot be ended twice")
        }
    }

    private func isInDeinit(_ scope: Int, _ tree: SyntaxTree) -> Bool {
        guard let function = tree.enclosingScope(of: scope, where: { $0.kind == .function }) else { return false }
        return tree.isWord(tree.scopes[function].headerStart ?? -1, "deinit")
    }

    /// An assignment of `name` after the end in the innermost function or closure around it
    /// (nested closures included), or in a `defer` of that body; or a later call of a helper that
    /// assigns it or whose name says it resets. A reset before the end, or in an enclosing
    /// function while the end waits in a completion closure, does not count.
    private func isReset(_ name: String, after call: CallSite, _ context: RuleContext) -> Bool {
        let tree = context.tree
        let body = context.facts.executableScope(of: call.name)
        let range = body == 0 ? 0..<tree.tokens.count : tree.scopes[body].body
        if assigns(name, in: call.end..<range.upperBound, tree) { return true }
        let defers = tree.descendants(of: body).filter {
            tree.scopes[$0].kind == .block(.defer) && tree.scopes[$0].parent == body
        }
        if defers.contains(where: { assigns(name, in: tree.scopes[$0].body, tree) }) { return true }
        return context.facts.calls(in: body, from: call.end).contains { later in
            let callee = tree.name(later.name).lowercased()
            if ["reset", "invalidat", "clear"].contains(where: { callee.contains($0) }) { return true }
            return context.facts.resolve(later, allowUniqueByName: false).contains { declaration in
                let helperTree = context.index.tree(declaration.ref)
                return assigns(name, in: helperTree.scopes[declaration.ref.scope].body, helperTree)
            }
        }
    }

    private func assigns(_ name: String, in range: Range<Int>, _ tree: SyntaxTree) -> Bool {
        range.contains { index in
            tree.tokens[index].kind == .identifier && tree.isToken(index + 1, .operator, "=") && tree.name(index) == name
        }
    }
}
