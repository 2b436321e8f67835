/// The handler should not hold `self` strongly (guide, point 5).
public struct StrongSelfInExpirationHandler: Rule {
    public static let metadata = RuleMetadata(
        id: "strong-self-in-expiration-handler",
        severity: .warning,
        summary: "the expiration handler captures 'self' strongly",
        rationale: """
            The guide: "Avoid retain cycles: the handler captures self; when the identifier is a property \
            of the same object this can form a cycle. Use [weak self] or store the identifier separately."
            """,
        triggering: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask {
                        self.finish()
                    }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        passing: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        self.finish()
                    }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            Only closure handlers inside a class or actor (or an extension of a type not declared as a \
            struct or enum) are checked: value types cannot form the cycle. A handler given as a method \
            reference is not reported. A nested closure that captures `[weak self]` itself is not counted.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let tree = context.tree
        return context.beginCalls.compactMap { begin in
            guard case .closure(let scope) = begin.handler, isInReferenceType(scope, context),
                  !isInStaticMember(scope, tree) else { return nil }
            guard let token = firstStrongSelf(in: scope, tree) else { return nil }
            return context.diagnostic(
                Self.metadata, at: token,
                "expiration handler captures 'self' strongly; capture '[weak self]' (or '[unowned self]') to avoid a retain cycle")
        }
    }

    /// Classes and actors can form the cycle; so can an extension of a type the run does not declare.
    private func isInReferenceType(_ scope: Int, _ context: RuleContext) -> Bool {
        guard let typeName = context.tree.typeName(enclosing: scope) else { return false }
        switch context.index.kind(ofType: typeName) {
        case .class, .actor, nil: return true
        default: return false
        }
    }

    /// In a `static func` / `class func`, `self` is the type: nothing to leak.
    private func isInStaticMember(_ scope: Int, _ tree: SyntaxTree) -> Bool {
        guard let function = tree.enclosingScope(of: scope, where: { $0.kind == .function }),
              let header = tree.scopes[function].headerStart else { return false }
        // Modifiers stand before the keyword on the same line: `public static func`.
        var index = header - 1
        while index >= 0, !tree.tokens[index + 1].newlineBefore,
              [.keyword, .identifier, .attribute].contains(tree.tokens[index].kind) {
            if tree.isWord(index, "static") || tree.isWord(index, "class") { return true }
            index -= 1
        }
        return false
    }

    /// The first `self` the closure holds strongly; nil when it captures `self` weakly.
    /// Nested declarations, and nested closures that capture `self` weakly themselves, are skipped.
    private func firstStrongSelf(in scope: Int, _ tree: SyntaxTree) -> Int? {
        let handler = tree.scopes[scope]
        guard !tree.capturesSelfWeakly(tree.closureSignature(brace: handler.open)) else { return nil }
        // One pass over the tokens: a nested scope is judged once, at its `{`, and skipped whole.
        var index = handler.open + 1
        while index < handler.close {
            if let nested = tree.scope(openedBy: index), isOpaqueToSelf(nested, tree) {
                index = tree.scopes[nested].close + 1
                continue
            }
            if tree.tokens[index].kind == .keyword, tree.isWord(index, "self") { return index }
            index += 1
        }
        return nil
    }

    /// A nested declaration has its own `self`; a nested closure with `[weak self]` holds it weakly.
    private func isOpaqueToSelf(_ scope: Int, _ tree: SyntaxTree) -> Bool {
        let nested = tree.scopes[scope]
        switch nested.kind {
        case .function, .type: return true
        case .closure: return tree.capturesSelfWeakly(tree.closureSignature(brace: nested.open))
        default: return false
        }
    }
}
