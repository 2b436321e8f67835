/// Asynchronous hops: closures that run later, after the code around them has returned.
extension CodeFacts {
    /// The closure scopes of the asynchronous hops among a body's calls: `DispatchQueue…async { }`,
    /// `asyncAfter`, `Task { }`, `Task.detached { }` (trailing or `execute:` closures).
    public func hopClosures(among calls: [CallSite]) -> Set<Int> {
        var result: Set<Int> = []
        for call in calls where isAsyncHop(call) && directLongWork(of: call) != nil {
            var braces = call.trailingClosures.map(\.brace)
            if let execute = call.argument("execute"), tree.isKind(execute.lowerBound, .leftBrace) {
                braces.append(execute.lowerBound)
            }
            for brace in braces {
                if let closure = tree.scope(openedBy: brace) { result.insert(closure) }
            }
        }
        return result
    }

    /// Whether token `token` runs inside one of `hops` (some closure between it and `body`).
    public func isInside(_ token: Int, anyOf hops: Set<Int>, below body: Int) -> Bool {
        var current = tree.scope(of: token)
        while current != body, current > 0 {
            if hops.contains(current) { return true }
            current = tree.scopes[current].parent
        }
        return false
    }
}
