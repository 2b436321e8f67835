/// Whether a begin call's identifier ends up in a stored property of the object whose method
/// begins it: the guide's cycle ("when the identifier is a property of the same object"). Kept
/// anywhere else — a local that stays local, a global, another object — it is "stored
/// separately", the guide's other way out (`strong-self-in-expiration-handler`).
struct IdentifiersKeptOnSelf {
    private let context: RuleContext
    /// Per local scope: for each name, the last token where the name is stored on `self`
    /// (`self.tasks[key] = name`), found in one pass over the scope, whatever the begin calls.
    private var lastStoresOnSelf: [Int: [String: Int]] = [:]

    init(_ context: RuleContext) {
        self.context = context
    }

    mutating func keepsIdentifier(of begin: BeginCall, in typeName: TypeName) -> Bool {
        switch context.facts.resultUse(of: begin.call) {
        case .assigned(let identifier):
            switch identifier.home {
            case .property(let owner): return owner == typeName
            case .global: return false
            case .local(let scope):
                // `var id = …; id = begin { … }; self.ids[key] = id`: a copy on self is one too.
                return storesOnSelf(scope)[identifier.name].map { $0 > begin.call.end } ?? false
            }
        case .discarded:
            return false
        case .other:
            return context.facts.assignmentTarget(of: begin.call).map(isMemberOfSelf) ?? false
        }
    }

    /// `self.x`, `self?.x`, `self.tasks[key]`, and a bare `x` or `tasks[key]` that names no local,
    /// parameter or global: a property of the object, perhaps a superclass's or a dictionary of
    /// identifiers, which the identifier tables do not follow.
    private func isMemberOfSelf(_ target: Range<Int>) -> Bool {
        let tree = context.tree
        let start = target.lowerBound
        if tree.isWord(start, .self) {
            return tree.isKind(start + 1, .period) || tree.isToken(start + 1, .operator, "?") && tree.isKind(start + 2, .period)
        }
        guard tree.isKind(start, .identifier), !tree.isKind(start + 1, .period) else { return false }
        switch context.facts.identifier(named: tree.name(start), before: start, around: tree.scope(of: start))?.home {
        case nil, .property: return true
        case .local, .global: return false
        }
    }

    /// The names assigned whole to a member of `self` in the scope's body (`… = name` ending the
    /// statement), each with the last such token.
    private mutating func storesOnSelf(_ scope: Int) -> [String: Int] {
        if let known = lastStoresOnSelf[scope] { return known }
        let tree = context.tree
        var found: [String: Int] = [:]
        for token in tree.scopes[scope].body where tree.isKind(token, .identifier) && tree.isToken(token - 1, .operator, "=") {
            let next = token + 1
            guard next >= tree.tokens.count || tree.tokens[next].newlineBefore || tree.isKind(next, .semicolon)
                    || tree.isKind(next, .rightBrace),
                  isMemberOfSelf(context.facts.assignmentTarget(before: token - 1)) else { continue }
            found[tree.name(token)] = token
        }
        lastStoresOnSelf[scope] = found
        return found
    }
}
