/// Where one name is bound to `self` (`guard let strongSelf = self`) in a file, and, for each
/// scope asked about or climbed through, whether such a binding is in force there: made in the
/// scope or one around it, up to the nearest type (included), or up to the file when there is
/// none. Each scope's answer is kept, so the file's scopes are climbed once however many ask.
final class SelfAliasScopes: Sendable {
    /// Below this many bindings of a name, `CodeFacts.isSelfAlias` reads them all instead.
    static let bindingsRead = 8

    private let bindingScopes: Set<Int>
    private let answers = SharedClimb<Bool>()

    init(_ bindings: [Int], in tree: SyntaxTree) {
        bindingScopes = Set(bindings.map { tree.scope(of: $0) })
    }

    func isBound(around scope: Int, in tree: SyntaxTree) -> Bool {
        answers.answer(from: scope) { current in
            if bindingScopes.contains(current) { return .answer(true) }
            // A type's own body is the last scope looked at: a binding outside it is another object's.
            if current == 0 || tree.scopes[current].kind.isType { return .answer(false) }
            return .up(tree.scopes[current].parent)
        }
    }
}
