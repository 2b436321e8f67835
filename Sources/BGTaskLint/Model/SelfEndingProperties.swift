extension CodeFacts {
    /// Whether storing into the type's property ends a task: one of its observers or setters
    /// ends one, directly or through helpers — `var saveTask = UIBackgroundTaskIdentifier.invalid
    /// { didSet { UIApplication.shared.endBackgroundTask(oldValue) } }`. Then `saveTask = .invalid`,
    /// in the handler or on completion, ends the task the property held, synchronously, and the
    /// rules, which look for calls, see no end.
    func storingEndsTask(property name: String, of typeName: TypeName) -> Bool {
        selfEndingProperties(of: typeName).contains(name)
    }

    /// The type's properties with accessors (observers, a setter) of which one ends a task, in
    /// any body of the type. Worked out once per type: a type begun in thousands of properties
    /// asks about each.
    private func selfEndingProperties(of typeName: TypeName) -> Set<String> {
        let index = self.index
        return index.shared("selfEndingProperties", about: typeName) {
            var found: Set<String> = []
            for body in index.typeBodies(typeName) {
                let facts = CodeFacts(index: index, file: body.file)
                for property in facts.tree.childScopes(of: body.scope) {
                    guard let nameToken = facts.tree.nameOfPropertyWithAccessors(property) else { continue }
                    let name = facts.tree.name(nameToken)
                    guard !found.contains(name) else { continue }
                    // Each accessor is a body of its own (`didSet { … }`), as is a computed
                    // property's implicit getter, the property's body itself.
                    let bodies = [property] + facts.tree.childScopes(of: property).filter { facts.tree.scopes[$0].kind == .function }
                    if bodies.contains(where: { facts.reach(.endBackgroundTask, inBody: $0) == .ends }) { found.insert(name) }
                }
            }
            return found
        }
    }
}

extension SyntaxTree {
    /// The name token of a `var` or `let` followed by braces (observers, accessors or a computed
    /// property's getter) whose body `scope` is; nil for any other scope.
    func nameOfPropertyWithAccessors(_ scope: Int) -> Int? {
        guard scopes[scope].kind == .function, let nameToken = scopes[scope].nameToken,
              let header = scopes[scope].headerStart, isWord(header, .var) || isWord(header, .let) else { return nil }
        return nameToken
    }

    /// The scopes directly inside `scope`, in source order: each found after the last one's
    /// descendants, never by visiting them.
    func childScopes(of scope: Int) -> [Int] {
        var children: [Int] = []
        let end = descendants(of: scope).upperBound
        var child = scope + 1
        while child < end {
            children.append(child)
            child = descendants(of: child).upperBound
        }
        return children
    }
}
