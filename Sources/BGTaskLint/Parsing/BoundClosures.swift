/// Closure literals bound to a name (`let handler = { … }`), by name: made on the first lookup,
/// so finding the closure a handler argument names costs the closures of that name or the
/// scopes around the site, not a walk over every scope of the file (one walk per begin call
/// was quadratic in a file of many methods passing `expirationHandler: expire`).
struct BoundClosures: Sendable {
    /// The closures bound to one name, in source order, and the first one bound directly in each
    /// scope that binds one. `climbs` keeps each climbed scope's answer: thousands of begin calls
    /// deep in nested blocks each climbed every block to the file.
    private struct Named: Sendable {
        var closures: [Int] = []
        var firstByParent: [Int: Int] = [:]
        let climbs = SharedClimb<Int?>()
    }

    private let byName: [String: Named]

    init(_ tree: SyntaxTree) {
        var byName: [String: Named] = [:]
        for index in tree.scopes.indices.dropFirst() where tree.scopes[index].kind == .closure {
            guard let nameToken = tree.scopes[index].nameToken else { continue }
            let parent = tree.scopes[index].parent
            var named = byName.removeValue(forKey: tree.name(nameToken)) ?? Named()
            named.closures.append(index)
            if named.firstByParent[parent] == nil { named.firstByParent[parent] = index }
            byName[tree.name(nameToken)] = named
        }
        self.byName = byName
    }

    /// Up to this many closures of one name, a lookup tests each; above, it climbs the scopes
    /// around the site: either way it costs the smaller of the two (as `BindingTable` does).
    private static let testedClosures = 8

    /// The closure bound to `name` directly in the nearest of `context` and the scopes around it
    /// that binds one (the first in source order there).
    func closure(named name: String, around context: Int, in tree: SyntaxTree) -> Int? {
        guard let named = byName[name] else { return nil }
        if named.closures.count <= BoundClosures.testedClosures {
            // Of the scopes around `context`, the nearest has the largest index (source order).
            var best: Int?
            for closure in named.closures where tree.isScope(context, within: tree.scopes[closure].parent) {
                if best.map({ tree.scopes[closure].parent > tree.scopes[$0].parent }) ?? true { best = closure }
            }
            return best
        }
        return named.climbs.answer(from: context) { scope in
            if let closure = named.firstByParent[scope] { return .answer(closure) }
            return scope == 0 ? .answer(nil) : .up(tree.scopes[scope].parent)
        }
    }
}

extension SyntaxTree {
    /// The closure literal bound to `name` (`let handler = { … }`) in `context` or the nearest
    /// scope around it that binds one.
    func closure(boundTo name: String, around context: Int) -> Int? {
        boundClosures.value { BoundClosures(self) }.closure(named: name, around: context, in: self)
    }
}
