/// Asynchronous hops: closures that run later, after the code around them has returned.
extension CodeFacts {
    /// The closure scopes of the asynchronous hops among a body's calls: `DispatchQueue…async { }`,
    /// `asyncAfter`, `Task { }`, `Task.detached { }`, `queue.addOperation { }` (trailing or
    /// `execute:` closures).
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

    /// The calls of `calls` (a body's, below scope `body`) that run before the body returns:
    /// those inside none of its asynchronous hops. Each scope is judged once and its answer
    /// shared by everything nested in it, so thousands of nested hops cost linear time, where a
    /// climb per call would go up the whole chain for each.
    func callsBeforeReturning(_ calls: [CallSite], below body: Int) -> [CallSite] {
        let hops = hopClosures(among: calls)
        guard !hops.isEmpty else { return calls }
        var hopAround: [Int: Int?] = [:]
        return calls.filter { call in
            tree.innermost(of: hops, around: tree.scope(of: call.name), below: body, climbed: &hopAround) == nil
        }
    }
}
