/// Where a variable holding a task identifier lives.
public enum IdentifierHome: Hashable, Sendable {
    /// A local variable or parameter of the executable scope `scope` (of the file being checked).
    case local(scope: Int)
    /// A stored property of the type named.
    case property(type: TypeName)
    /// A file-scope variable of file `file`.
    case global(file: Int)
}

/// A stored property by its type and name: what answers about one property are kept under
/// (the type by its `TypeName`, never spelt into a String key).
struct PropertyOfType: Hashable {
    var type: TypeName
    var name: String
}

/// A variable that holds a task identifier: its name, where it lives, and whether it is a `var`.
public struct TaskIdentifier: Hashable, Sendable {
    public var name: String
    public var home: IdentifierHome
    public var isVariable: Bool
    /// For a local: whether it is a parameter or a binding (`if let`, `for`), not a declared `var`/`let`.
    public var isParameter = false

    /// Whether both name one variable: the same home and the same name byte for byte. Names
    /// spelt `é` and `e` + U+0301 are equal Strings but two variables to swiftc (`ByteString`).
    public func isSameVariable(as other: TaskIdentifier) -> Bool {
        home == other.home && name.hasSameBytes(as: other.name)
    }
}

/// What the code does with the identifier a `beginBackgroundTask` call returns.
public enum BeginResultUse: Sendable {
    case assigned(TaskIdentifier)
    /// `_ = begin…` or a call statement whose value nobody reads.
    case discarded
    /// Anything else: returned, passed on, stored in a dictionary, assigned to another object.
    case other
}

extension CodeFacts {
    // MARK: - Naming a variable

    /// The variable `x`, `self.x`, `alias.x` or `x!` in `range` names, seen from token `site`,
    /// also with `?? .invalid` after it (`self?.x ?? .invalid`, the weak-self spelling of an
    /// end): the fallback names no task.
    public func identifier(in range: Range<Int>, at site: Int) -> TaskIdentifier? {
        let tree = self.tree
        var value = range
        // Only a short value can name a variable (at most `self?.x!`): a `??` further in is not
        // looked for, so an end nested in thousands of others' arguments is not read whole by each.
        let head = value.lowerBound..<min(value.upperBound, value.lowerBound + 6)
        if let fallback = head.first(where: { tree.isToken($0, .operator, "??") }), fallback > value.lowerBound,
           tree.namesTheInvalidIdentifier(fallback + 1..<value.upperBound) {
            value = value.lowerBound..<fallback
        }
        if value.count > 1, tree.isToken(value.upperBound - 1, .operator, "!") { value = value.dropLast() }
        let last = value.upperBound - 1
        guard value.count >= 1, tree.isKind(last, .identifier) else { return nil }
        let name = tree.name(last)
        let context = tree.scope(of: site)
        if value.count == 1 { return identifier(named: name, before: site, around: context) }
        // `self.x`, `strongSelf.x`, `self?.x`: a property; another object's property is not ours.
        let qualifierEnd = value.count == 4 && tree.isToken(value.lowerBound + 1, .operator, "?") ? 2 : 1
        guard value.count == 2 + qualifierEnd, tree.isKind(last - 1, .period) else { return nil }
        let qualifier = tree.text(value.lowerBound)
        if isSelfAlias(qualifier, around: context) {
            guard let typeName = tree.typeName(enclosing: context) else { return nil }
            let isVariable = index.storedProperties(of: typeName)?[name] ?? false
            return TaskIdentifier(name: name, home: .property(type: typeName), isVariable: isVariable)
        }
        // `Tracker.sessionTask` in `Tracker`'s own code: its static property, when it declares one.
        guard qualifierEnd == 1, tree.isKind(value.lowerBound, .identifier), let typeName = tree.typeName(enclosing: context),
              typeName.hasLastPart(qualifier), let isVariable = index.storedProperties(of: typeName)?[name] else { return nil }
        return TaskIdentifier(name: name, home: .property(type: typeName), isVariable: isVariable)
    }

    /// A bare name: the closest local or parameter, else a stored property of the enclosing type,
    /// else a global of this file or, if unique, of the module.
    public func identifier(named name: String, before site: Int, around context: Int) -> TaskIdentifier? {
        if let local = localBinding(of: name, before: site, around: context) { return local }
        // A property's initial value is written in the type's own body (`lazy var id = begin…`).
        if let typeName = tree.typeName(at: context), let isVariable = index.storedProperties(of: typeName)?[name] {
            return TaskIdentifier(name: name, home: .property(type: typeName), isVariable: isVariable)
        }
        if let isVariable = index.global(name, in: file) {
            return TaskIdentifier(name: name, home: .global(file: file), isVariable: isVariable)
        }
        let declaringFiles = index.filesDeclaringGlobal(name)
        guard declaringFiles.count == 1, let isVariable = index.global(name, in: declaringFiles[0]) else { return nil }
        return TaskIdentifier(name: name, home: .global(file: declaringFiles[0]), isVariable: isVariable)
    }

    /// The binding of `name` closest before `site` in the executable scopes around it (up to the
    /// enclosing function), so `if let id = id { end(id) }` reads the `let`, not the outer `var`.
    private func localBinding(of name: String, before site: Int, around context: Int) -> TaskIdentifier? {
        let tree = self.tree
        let table = index.bindings(in: file)
        guard let binding = table.binding(of: name, before: site, around: context, in: tree) else { return nil }
        return TaskIdentifier(name: name, home: .local(scope: binding.scope), isVariable: binding.isVariable,
                              isParameter: binding.isParameter)
    }

    // MARK: - The begin call's result

    /// What happens to the identifier a begin call returns.
    public func resultUse(of call: CallSite) -> BeginResultUse {
        let tree = self.tree
        // Something follows the call (`.rawValue`, `?? …`): the value is used.
        if call.end < tree.tokens.count, !tree.tokens[call.end].newlineBefore,
           tree.tokens[call.end].kind == .period || tree.tokens[call.end].kind == .operator {
            return .other
        }
        // The value's expression: the call, then the `if` or `switch` expression it is a branch
        // of, outwards, until something takes the value or drops it.
        var expression = call.start..<call.end
        var isBranch = false
        for _ in 0...CodeFacts.branchNestingLimit {
            let before = tokenBefore(expression.lowerBound)
            if tree.isToken(before, .operator, "=") {
                let use = use(assignedTo: assignmentTarget(before: before), at: call.name)
                // The rules that follow an assigned identifier read the assignment at the call
                // (`assignmentTarget(of:)`), which a branch is not next to.
                if isBranch, case .assigned = use { return .other }
                return use
            }
            guard tree.startsStatement(expression.lowerBound, after: before), !tree.isWord(before, .return),
                  tree.endsStatement(at: expression.upperBound) else { return .other }
            switch tree.value(ofStatementAfter: before, endingAt: expression.upperBound) {
            case .dropped:
                return .discarded
            case .closureResult:
                // A closure's single call is taken for its result (its type is not read), but an
                // `if` or `switch` alone in a closure is a statement to swiftc when the closure
                // returns Void, as most do (completion handlers, dispatched blocks) — unless a
                // branch is a bare `.invalid` or `nil`, which only a value would be: the closure
                // returns an identifier (`{ () -> UIBackgroundTaskIdentifier in if ok { begin… }
                // else { .invalid } }`).
                return isBranch && !hasValueBranch(expression) ? .discarded : .other
            case .functionResult, .unknown:
                return .other
            case .branch(let whole):
                expression = whole
                isBranch = true
            }
        }
        return .other
    }

    /// Whether a branch of the `if` or `switch` expression `whole` is the invalid identifier or
    /// `nil` alone (`else { .invalid }`, `case false: nil`). Asked once per expression for the
    /// module: each of the begin calls in a long chain's branches asks about the same chain.
    private func hasValueBranch(_ whole: Range<Int>) -> Bool {
        index.shared("value-branch:\(file):\(whole.lowerBound)") { () -> Bool in
            let tree = self.tree
            return whole.contains { start in
                (tree.isKind(start - 1, .leftBrace) || tree.isKind(start - 1, .colon))
                    && tree.isInvalidOrNil(valueAt: start, endingAt: tree.endsStatement(at:))
            }
        }
    }

    /// How many `if` or `switch` expressions around a begin call `resultUse` climbs out of before
    /// it stops following the value (`.other`, on which the rules stay silent): real code nests a
    /// few, and each of thousands of begin calls nested thousands deep climbed every level.
    static let branchNestingLimit = 64

    /// What assigning the value to `target` (`x`, `self.x`, `_`, `let x: T`) does with it.
    private func use(assignedTo target: Range<Int>, at site: Int) -> BeginResultUse {
        let tree = self.tree
        let last = target.upperBound - 1
        if isWildcard(last), !tree.isKind(last - 1, .period) { return .discarded }
        if let keyword = declarationKeyword(in: target) {
            let nameToken = (keyword + 1..<target.upperBound).first { tree.isKind($0, .identifier) }
            guard let nameToken else { return .other }
            // `let _: T = …` binds nothing, like `let _ = …`.
            if isWildcard(nameToken) { return .discarded }
            return identifier(in: nameToken..<(nameToken + 1), at: site).map(BeginResultUse.assigned) ?? .other
        }
        guard let assigned = identifier(in: target, at: site) else { return .other }
        // An `inout` parameter hands the identifier back to the caller, as returning it would.
        if case .local(let scope) = assigned.home, assigned.isParameter,
           let type = tree.declaredTypeStart(ofParameter: assigned.name, inFunction: scope), tree.isWord(type, .inout) {
            return .other
        }
        return .assigned(assigned)
    }

    /// The `let` or `var` of a declaration `target` starts, after its modifiers and attributes
    /// (`private static`, `lazy`, `nonisolated(unsafe)`, `@MainActor`); nil for an assignment or
    /// a condition (`if let`, `case let`).
    private func declarationKeyword(in target: Range<Int>) -> Int? {
        guard let keyword = target.first(where: { tree.isWord($0, .let) || tree.isWord($0, .var) }) else { return nil }
        let conditionWords: [Word] = [.if, .guard, .while, .case, .for, .switch]
        return (target.lowerBound..<keyword).contains { index in conditionWords.contains { tree.isWord(index, $0) } }
            ? nil : keyword
    }

    private func isWildcard(_ token: Int) -> Bool {
        tree.isKind(token, .identifier) && tree.text(token) == "_"
    }

    /// What the call's value is assigned to — `x`, `self.x`, `tasks[key]`, `let x: T` — from the
    /// statement's start up to the `=`; nil when the call is no assignment's value.
    public func assignmentTarget(of call: CallSite) -> Range<Int>? {
        let before = tokenBefore(call.start)
        guard tree.isToken(before, .operator, "=") else { return nil }
        return assignmentTarget(before: before)
    }

    /// What the `=` at token `equals` assigns to: from the statement's start (past a `case …:`
    /// label on the line) up to it.
    public func assignmentTarget(before equals: Int) -> Range<Int> {
        guard equals > 0 else { return equals..<equals }
        return tree.lineStatementStart(of: equals - 1)..<equals
    }

    /// The token before an expression starting at `start`, past any `try` or `await` in front of it.
    private func tokenBefore(_ start: Int) -> Int {
        var before = start - 1
        while before >= 0, tree.isWord(before, .try) || tree.isWord(before, "await") { before -= 1 }
        return before
    }

    /// Parameter names of one function or closure scope.
    func parameterNames(of scopeIndex: Int) -> [String] {
        let scope = tree.scopes[scopeIndex]
        switch scope.kind {
        case .function:
            guard let header = scope.headerStart else { return [] }
            return tree.functionSignature(headerStart: header, body: scope.open).parameterNames
        case .closure:
            return tree.closureSignature(brace: scope.open).parameterNames
        default:
            return []
        }
    }
}
