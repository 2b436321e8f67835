/// Whether a call may keep what it is handed — store it in a property, return it, capture it,
/// hand it on — so that code the rules cannot follow may read it back later: a task identifier
/// kept by `holder.store(id)` may be ended by `holder.finish()`, a `BGTask` kept by an
/// operation's initializer may be completed by its `main()`. Precision first: such a hand-over
/// counts as a possible end.
extension CodeFacts {
    /// Calls that only read their arguments.
    static let readingOnly: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "verbose", "assert", "assertionFailure", "precondition", "preconditionFailure",
    ]

    /// Library calls that store an argument (`ids.append(id)`, `defaults.set(id, forKey: …)`).
    static let storingCalls: Set<String> = ["append", "insert", "set", "setValue", "updateValue"]

    /// Whether `call` may keep the value of the argument that holds `token`: a function it
    /// resolves to uses the matching parameter other than to compare or log it, an initializer
    /// of a module type declaring none (the memberwise one stores), or a library call that stores.
    func mayKeep(argumentHolding token: Int, of call: CallSite) -> Bool {
        guard let position = call.argumentPosition(holding: token), let keeping = keeping(by: call) else { return false }
        return mayKeep(argumentAt: position, keeping)
    }

    /// What `mayKeep` reads of a call, worked out once for all its arguments (nil: a call that
    /// only reads them). A caller asking about many arguments of one call keeps this: resolving
    /// the call again for each made a call of thousands of arguments quadratic.
    func keeping(by call: CallSite) -> ArgumentKeeping? {
        let name = tree.name(call.name)
        guard !CodeFacts.readingOnly.contains(name) else { return nil }
        // `Type(…)`: the type's initializers.
        let initialized = call.receiver.isEmpty && name.first?.isUppercase == true ? TypeName(name) : nil
        let callees = initialized.map { index.functions(named: "init", in: $0) } ?? resolve(call, allowUniqueByName: true)
        guard !callees.isEmpty else {
            let keeps = initialized.map { index.kind(ofType: $0) != nil } ?? CodeFacts.storingCalls.contains(name)
            return ArgumentKeeping(call: call, callees: .none(keeps: keeps))
        }
        guard callees.count <= Self.followedDeclarations else { return ArgumentKeeping(call: call, callees: .tooMany) }
        return ArgumentKeeping(call: call, callees: .declarations(callees.map { ($0, parameterBinding(of: $0)) }))
    }

    /// The binding of `callee`'s arguments to its parameters, made once per declaration for the
    /// module: made per call, n calls of a helper of n parameters cost O(n²), and each call's
    /// `ArgumentKeeping` kept a table of its own.
    func parameterBinding(of callee: FunctionDeclaration) -> ParameterBinding {
        index.shared("binding:\(callee.ref.file):\(callee.ref.scope)") { ParameterBinding(callee.signature) }
    }

    /// Whether the call of `keeping` may keep argument `position`'s value.
    func mayKeep(argumentAt position: Int, _ keeping: ArgumentKeeping) -> Bool {
        switch keeping.callees {
        case .none(let keeps): return keeps
        case .tooMany: return true
        case .declarations(let callees):
            let label = keeping.call.arguments[position].label
            return callees.contains { callee, binding in
                guard let parameter = binding.parameter(label: label, unlabelledBefore: keeping.unlabelledBefore[position]) else {
                    return true
                }
                // Once per function and parameter for the module: n calls of one helper read it once.
                let key = "keeps:\(callee.ref.file):\(callee.ref.scope):" + parameter
                return index.shared(key) {
                    CodeFacts(index: index, file: callee.ref.file).usesValue(of: parameter, inBody: callee.ref.scope)
                }
            }
        }
    }

    /// Whether a body stores the task where other code can read it back: assigns it, or a cast
    /// of it, to anything but a local (`self.current = task`, `active[task.identifier] = task`,
    /// `Downloads.shared.pending = refresh as? BGProcessingTask`), or appends it alone
    /// (`self.waiting += [task]`, as `waiting.append(task)` keeps it). Another method may then
    /// complete it, as one may after a method storing its parameter (`keep(task)`).
    func storesTask(inBody scope: Int, _ carriers: TaskCarriers) -> Bool {
        guard !carriers.names.isEmpty else { return false }
        let tree = self.tree
        let body = tree.scopes[scope].body
        // Only an `=` or `+= [` right before the task can store it, so only the task's tokens are
        // read (the body's closing `}` is none): each of n launch handlers nested in one another
        // read every token of those inside it, O(n²).
        return carriers.heldTokens(in: body, of: self).contains { value in
            let appended = tree.isKind(value - 1, .leftBracket) && tree.isKind(value + 1, .rightBracket)
                && tree.isToken(value - 2, .operator, "+=")
            let equals = appended ? value - 2 : value - 1
            guard equals >= body.lowerBound, appended || tree.isToken(equals, .operator, "=") else { return false }
            // The task itself is the value, not a member of it or a call's result.
            let after = appended ? value + 2 : value + 1
            guard after >= tree.tokens.count || tree.tokens[after].newlineBefore || tree.isWord(after, .as)
                    || tree.isKind(after, .semicolon) || tree.isKind(after, .rightBrace) else { return false }
            let target = assignmentTarget(before: equals)
            guard let root = target.first else { return false }
            // `let refresh = task`, `guard let task = task as? …`: a local, a carrier itself.
            if tree.isWord(root, .let) || tree.isWord(root, .var) || tree.isWord(root, .guard) || tree.isWord(root, .if)
                || tree.isWord(root, .while) || tree.isWord(root, .case) { return false }
            guard tree.isKind(root, .identifier) else { return true }
            let local = identifier(named: tree.name(root), before: root, around: tree.scope(of: root))
            if case .local = local?.home { return false }
            return true
        }
    }

    /// Whether a body hands the task on where the code that gets it is not followed: as a call's
    /// one argument to a closure it reaches through an expression rather than by name
    /// (`runners[id]?(task)`, `factories[0](task)`, `listeners.first?(task)`), or to whoever
    /// awaits a continuation (`waiter?.resume(returning: task)`). That code may complete it.
    func handsTaskOnUnseen(inBody scope: Int, _ carriers: TaskCarriers) -> Bool {
        guard !carriers.names.isEmpty else { return false }
        let tree = self.tree
        return carriers.heldTokens(in: tree.scopes[scope].body, of: self).contains { value in
            if tree.isKind(value - 1, .colon), tree.isWord(value - 2, "returning"), tree.isKind(value - 3, .leftParen),
               tree.isWord(value - 4, "resume") {
                return true
            }
            guard tree.isKind(value - 1, .leftParen), tree.isKind(value + 1, .rightParen) else { return false }
            var callee = value - 2
            var unwrapped = false
            while tree.isToken(callee, .operator, "?") || tree.isToken(callee, .operator, "!") {
                callee -= 1
                unwrapped = true
            }
            if tree.isKind(callee, .rightBracket) || tree.isKind(callee, .rightParen) { return true }
            // `listeners.first?(task)`: a member holding a closure, called.
            return unwrapped && tree.isKind(callee, .identifier) && tree.isKind(callee - 1, .period)
        }
    }

    /// Whether a body uses the value named `name` other than by comparing it, assigning to it,
    /// reading a member of it or logging it.
    func usesValue(of name: String, inBody scope: Int) -> Bool {
        namesOfValuesUsed(inBody: scope).contains(name)
    }

    /// The names whose values a body uses (`usesValue`), found in one walk of it for the module:
    /// a walk per name asked about read a helper's body of n statements again for each of the n
    /// parameters n calls hand something to, O(n²).
    private func namesOfValuesUsed(inBody scope: Int) -> Set<String> {
        index.shared("values-used:\(file):\(scope)") {
            let tree = self.tree
            return Set(tree.scopes[scope].body.filter { token in
                // `task.expirationHandler = …`, `id.rawValue`: a member of it, not it handed on.
                guard tree.isKind(token, .identifier), !tree.isKind(token - 1, .period),
                      !tree.isKind(token + 1, .period), !tree.isToken(token + 1, .operator, "=") else { return false }
                // An argument label (`make(id: 1)`) is no use of the value.
                if tree.isKind(token + 1, .colon), tree.isKind(token - 1, .leftParen) || tree.isKind(token - 1, .comma) {
                    return false
                }
                for neighbour in [token - 1, token + 1] where tree.isKind(neighbour, .operator) {
                    let text = tree.text(neighbour)
                    if text == "==" || text == "!=" { return false }
                }
                guard let call = tree.call(enclosing: token) else { return true }
                return !CodeFacts.readingOnly.contains(tree.name(call.name))
            }.map { tree.name($0) })
        }
    }
}

/// A call and what may keep its arguments: see `CodeFacts.keeping(by:)`.
struct ArgumentKeeping {
    enum Callees {
        /// Resolved to nothing: whether a call so named keeps what it is handed.
        case none(keeps: Bool)
        /// More declarations than are followed: any may keep it.
        case tooMany
        case declarations([(FunctionDeclaration, ParameterBinding)])
    }

    let call: CallSite
    let callees: Callees
    /// For each argument, how many unlabelled arguments come before it.
    let unlabelledBefore: [Int]

    init(call: CallSite, callees: Callees) {
        self.call = call
        self.callees = callees
        var unlabelled = 0
        unlabelledBefore = call.arguments.map { argument in
            defer { if argument.label == nil { unlabelled += 1 } }
            return unlabelled
        }
    }
}

/// Which parameter of a function an argument binds: by its label, or the unlabelled arguments
/// in order to the unlabelled parameters. Made once per signature asked about, so a call of
/// thousands of arguments does not search the parameters for each.
struct ParameterBinding {
    private let signature: FunctionSignature
    private let labelled: [String: Int]
    private let unlabelled: [Int]

    init(_ signature: FunctionSignature) {
        self.signature = signature
        var labelled: [String: Int] = [:]
        var unlabelled: [Int] = []
        for (index, label) in signature.labels.enumerated() {
            if let label {
                if labelled[label] == nil { labelled[label] = index }
            } else {
                unlabelled.append(index)
            }
        }
        self.labelled = labelled
        self.unlabelled = unlabelled
    }

    /// The name of the parameter an argument with this label binds (when unlabelled, the one
    /// after `unlabelledBefore` unlabelled arguments); nil when it cannot be told.
    func parameter(label: String?, unlabelledBefore: Int) -> String? {
        if let label { return labelled[label].map { signature.parameterNames[$0] } }
        guard unlabelledBefore < unlabelled.count else { return nil }
        return signature.parameterNames[unlabelled[unlabelledBefore]]
    }
}

extension CallSite {
    /// The index of the argument whose value holds `token` (binary search: arguments are in
    /// source order).
    func argumentPosition(holding token: Int) -> Int? {
        var low = 0, high = arguments.count
        while low < high {
            let middle = (low + high) / 2
            if arguments[middle].value.upperBound <= token { low = middle + 1 } else { high = middle }
        }
        return low < arguments.count && arguments[low].value.contains(token) ? low : nil
    }
}
