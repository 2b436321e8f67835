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
        let suspensions = immediateTaskSuspensions(among: calls)
        guard !hops.isEmpty || !suspensions.isEmpty else { return calls }
        var hopAround: [Int: Int?] = [:]
        var immediateAround: [Int: Int?] = [:]
        let immediates = Set(suspensions.keys)
        return calls.filter { call in
            let scope = tree.scope(of: call.name)
            guard tree.innermost(of: hops, around: scope, below: body, climbed: &hopAround) == nil else { return false }
            guard let immediate = tree.innermost(of: immediates, around: scope, below: body, climbed: &immediateAround),
                  let suspension = suspensions[immediate] else { return true }
            return call.name < suspension
        }
    }

    /// The closures of `Task.immediate { }` among the calls (Swift 6.2), each with its first
    /// `await`: the closure runs in place until it first suspends, and what follows runs after
    /// the code around it has returned. A closure with no `await` of its own runs whole in place,
    /// and is left out.
    private func immediateTaskSuspensions(among calls: [CallSite]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for call in calls where isImmediateTask(call) {
            for brace in call.trailingClosures.map(\.brace) {
                guard let closure = tree.scope(openedBy: brace), let suspension = firstAwait(ofClosure: closure) else { continue }
                result[closure] = suspension
            }
        }
        return result
    }

    /// `Task.immediate { }`.
    func isImmediateTask(_ call: CallSite) -> Bool {
        call.receiver.last == "Task" && tree.isWord(call.name, "immediate")
    }

    /// Whether a `Task.immediate { }` call's closure suspends (has an `await` of its own), so
    /// that its code from there on runs after the code around it has returned.
    func suspendsAfterReturning(_ call: CallSite) -> Bool {
        call.trailingClosures.contains { brace in
            tree.scope(openedBy: brace.brace).flatMap(firstAwait(ofClosure:)) != nil
        }
    }

    /// The first `await` of the closure's own code (in its blocks, not in closures or functions
    /// nested in it, which are skipped over: each token is looked at by one closure only).
    private func firstAwait(ofClosure closure: Int) -> Int? {
        var token = tree.scopes[closure].open + 1
        let end = tree.scopes[closure].close
        while token < end {
            if tree.isWord(token, "await") { return token }
            if let nested = tree.scope(openedBy: token), tree.scopes[nested].kind == .closure || tree.scopes[nested].kind.isFunction {
                token = max(tree.scopes[nested].close, token) + 1
                continue
            }
            token += 1
        }
        return nil
    }
}
