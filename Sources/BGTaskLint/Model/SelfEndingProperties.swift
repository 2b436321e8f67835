extension CodeFacts {
    /// Whether storing into the type's property ends a task: one of its observers or setters
    /// ends one, directly or through helpers — `var saveTask = UIBackgroundTaskIdentifier.invalid
    /// { didSet { UIApplication.shared.endBackgroundTask(oldValue) } }`. Then `saveTask = .invalid`,
    /// in the handler or on completion, ends the task the property held, synchronously, and the
    /// rules, which look for calls, see no end.
    func storingEndsTask(property name: String, of typeName: TypeName) -> Bool {
        propertyAccessors(of: typeName).selfEnding.contains(name)
    }

    /// The stored property a computed property's setter stores the new value into — `_taskID` of
    /// `var taskID { get { lock.withLock { _taskID } } set { lock.withLock { _taskID = newValue } } }`,
    /// a lock-guarded property: storing into the property stores the identifier there, and ending
    /// either ends the task. With it, the property's body (its accessors), which reads and
    /// stores the storage for every use of the property and so says nothing of any one task.
    func backingStore(of identifier: TaskIdentifier) -> (storage: TaskIdentifier, accessors: DeclarationRef)? {
        guard case .property(let typeName) = identifier.home,
              let backing = propertyAccessors(of: typeName).backing[identifier.name] else { return nil }
        return (TaskIdentifier(name: backing.name, home: identifier.home, isVariable: true), backing.property)
    }

    /// What the type's properties with accessors (observers, a setter) do when stored into, in
    /// any body of the type. Worked out once per type: a type begun in thousands of properties
    /// asks about each.
    private func propertyAccessors(of typeName: TypeName) -> PropertyAccessors {
        let index = self.index
        return index.shared("propertyAccessors", about: typeName) {
            var found = PropertyAccessors()
            for body in index.typeBodies(typeName) {
                let facts = CodeFacts(index: index, file: body.file)
                for property in facts.tree.childScopes(of: body.scope) {
                    guard let nameToken = facts.tree.nameOfPropertyWithAccessors(property) else { continue }
                    let name = facts.tree.name(nameToken)
                    guard !found.selfEnding.contains(name) else { continue }
                    // Each accessor is a body of its own (`didSet { … }`), as is a computed
                    // property's implicit getter, the property's body itself.
                    let accessors = facts.tree.childScopes(of: property).filter { facts.tree.scopes[$0].kind == .function }
                    if ([property] + accessors).contains(where: { facts.reach(.endBackgroundTask, inBody: $0) == .ends }) {
                        found.selfEnding.insert(name)
                    }
                    if let backing = accessors.lazy.compactMap(facts.tree.storeTarget(ofSetter:)).first, backing != name {
                        found.backing[name] = (backing, DeclarationRef(file: body.file, scope: property))
                    }
                }
            }
            return found
        }
    }
}

/// What storing into a type's properties with accessors does (see `propertyAccessors(of:)`).
private struct PropertyAccessors: Sendable {
    /// Those one of whose observers or setters ends a task.
    var selfEnding: Set<String> = []
    /// Computed property → the one stored property its setter stores the new value into, and
    /// the computed property's body.
    var backing: [String: (name: String, property: DeclarationRef)] = [:]
}

extension SyntaxTree {
    /// The name token of a `var` or `let` followed by braces (observers, accessors or a computed
    /// property's getter) whose body `scope` is; nil for any other scope.
    func nameOfPropertyWithAccessors(_ scope: Int) -> Int? {
        guard scopes[scope].kind == .function, let nameToken = scopes[scope].nameToken,
              let header = scopes[scope].headerStart, isWord(header, .var) || isWord(header, .let) else { return nil }
        return nameToken
    }

    /// The one property a setter (`set { … }`, `set(value) { … }`) stores its new value into
    /// (`_taskID = newValue`, `self._taskID = newValue`, in a closure of it too); nil for any other
    /// scope, or a setter storing it into none or several. A type declared in the setter is its
    /// own code (its setters' `newValue` is theirs), skipped: n types each declared in the last
    /// one's setter read every setter nested in each.
    func storeTarget(ofSetter accessor: Int) -> String? {
        let open = scopes[accessor].open
        var keyword = open - 1
        var value = "newValue"
        if isKind(keyword, .rightParen), let parameterOpen = match(keyword) {
            guard isKind(keyword - 1, .identifier), keyword - 1 == parameterOpen + 1 else { return nil }
            value = name(keyword - 1)
            keyword = parameterOpen - 1
        }
        guard isWord(keyword, .set) else { return nil }
        var target: String?
        var token = scopes[accessor].body.lowerBound
        while token < scopes[accessor].body.upperBound {
            defer { token += 1 }
            if tokens[token].kind == .leftBrace, let nested = scope(openedBy: token), case .type = scopes[nested].kind {
                token = scopes[nested].close
                continue
            }
            guard isToken(token, .operator, "="), isKind(token + 1, .identifier), name(token + 1) == value, isKind(token - 1, .identifier),
                  !isKind(token - 2, .period) || isWord(token - 3, .self) && !isKind(token - 4, .period) else { continue }
            let stored = name(token - 1)
            if let target, target != stored { return nil }
            target = stored
        }
        return target
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
