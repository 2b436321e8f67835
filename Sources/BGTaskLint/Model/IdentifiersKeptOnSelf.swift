/// Whether a begin call's identifier ends up in a stored property of the object whose method
/// begins it: the guide's cycle ("when the identifier is a property of the same object"). Kept
/// anywhere else — a local that stays local, a global, another object — it is "stored
/// separately", the guide's other way out (`strong-self-in-expiration-handler`).
struct IdentifiersKeptOnSelf {
    private let context: RuleContext
    /// For each name, the tokens where the name is stored on `self` (`self.tasks[key] = name`),
    /// ascending, found in one pass over the file on the first question, whatever the begin
    /// calls. (A pass per local scope asked about read the scopes nested in it again: thousands of
    /// closures nested in one another, each beginning a task in a local it stores on `self`,
    /// judged every store below each closure again.)
    private var storesOnSelf: [String: [Int]]?

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
                // The last such store in the scope's body (nested scopes included) must follow the call.
                let stores = fileStoresOnSelf()[identifier.name, default: []].positions(in: context.tree.scopes[scope].body)
                return stores.last.map { $0 > begin.call.end } ?? false
            }
        case .discarded:
            return false
        case .other:
            return context.facts.assignmentTarget(of: begin.call).map(isMemberOfSelf) ?? false
        }
    }

    /// `self.x`, `self?.x`, `self.tasks[key]`, and a bare `x` or `tasks[key]` that names no local,
    /// parameter or global: a property of the object, perhaps a superclass's or a dictionary of
    /// identifiers, which the identifier tables do not follow. Not `self.tracker.taskID`: a
    /// property of another object, which `self` only holds.
    private func isMemberOfSelf(_ target: Range<Int>) -> Bool {
        let tree = context.tree
        let start = target.lowerBound
        if tree.isWord(start, .self) {
            let member: Int
            if tree.isKind(start + 1, .period) {
                member = start + 2
            } else if tree.isToken(start + 1, .operator, "?"), tree.isKind(start + 2, .period) {
                member = start + 3
            } else {
                return false
            }
            let chainsOn = tree.isKind(member + 1, .period)
                || tree.isToken(member + 1, .operator, "?") && tree.isKind(member + 2, .period)
            return !chainsOn
        }
        guard tree.isKind(start, .identifier), !tree.isKind(start + 1, .period) else { return false }
        switch context.facts.identifier(named: tree.name(start), before: start, around: tree.scope(of: start))?.home {
        case nil, .property: return true
        case .local, .global: return false
        }
    }

    /// The names assigned whole to a member of `self` in the file (`… = name` ending the
    /// statement), each with its tokens so assigned, ascending.
    private mutating func fileStoresOnSelf() -> [String: [Int]] {
        if let known = storesOnSelf { return known }
        let tree = context.tree
        var found: [String: [Int]] = [:]
        for token in tree.tokens.indices.dropFirst() where tree.isKind(token, .identifier) && tree.isToken(token - 1, .operator, "=") {
            let next = token + 1
            guard next >= tree.tokens.count || tree.tokens[next].newlineBefore || tree.isKind(next, .semicolon)
                    || tree.isKind(next, .rightBrace),
                  isMemberOfSelf(context.facts.assignmentTarget(before: token - 1)) else { continue }
            found[tree.name(token), default: []].append(token)
        }
        storesOnSelf = found
        return found
    }
}
