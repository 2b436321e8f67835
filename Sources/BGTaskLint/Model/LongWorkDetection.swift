/// What counts as long or blocking work: the guide's "forbidden in the handler" list.
extension CodeFacts {
    /// Calls that are atomic enough for an expiration handler; a loop doing only these is fine.
    static let atomicCalls: Set<String> = [
        "cancel", "cancelAllOperations", "cancelAll", "invalidate", "invalidateAndCancel", "endBackgroundTask",
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "verbose", "set", "setValue", "removeObject", "removeValue", "removeAll", "remove",
        "append", "insert", "suspend", "signal", "unlock", "lock", "post",
    ]

    /// The long work a single call does itself, ignoring what helpers it calls do. In a helper,
    /// `queue.sync { }` is taken for what it nearly always is there — a lock around state — and
    /// only a `sync` written in the handler itself counts as blocking.
    public func directLongWork(of call: CallSite, inHelper: Bool = false) -> String? {
        let tree = self.tree
        let name = tree.name(call.name)
        let receiver = call.receiver
        let firstLabel = call.arguments.first?.label
        let hasReceiver = !receiver.isEmpty
        switch name {
        case "dataTask", "uploadTask", "downloadTask", "streamTask", "webSocketTask", "dataTaskPublisher":
            return "starts a network request ('\(name)')"
        case "resume" where hasReceiver && call.arguments.isEmpty && call.trailingClosures.isEmpty:
            return "starts a network task ('resume()')"
        case "data", "upload", "download", "bytes":
            guard let label = firstLabel, label == "for" || label == "from",
                  receiver.contains(where: { $0.lowercased().contains("session") }) else { return nil }
            return "awaits a network request ('\(name)(\(label):)')"
        case "save" where hasReceiver && !isSelfAlias(receiver.last!, around: tree.scope(of: call.name)):
            return "writes to disk ('\(receiver.last!).save')"
        case "write":
            guard let label = firstLabel, label == "to" || label == "toFile" || label == "toURL" else { return nil }
            return "writes to disk ('write(\(label):)')"
        case "performAndWait":
            return "blocks on a Core Data context ('performAndWait')"
        case "sleep", "usleep":
            return receiver.isEmpty || receiver == ["Thread"] ? "blocks the thread ('\(name)')" : nil
        case "wait" where hasReceiver:
            return "blocks waiting ('\(receiver.last!).wait')"
        case "sync" where isQueue(receiver) && !inHelper:
            return "blocks on a queue ('sync')"
        case "async", "asyncAfter":
            let onQueue = isQueue(receiver) || receiver.last == "main" || receiver.last == "global"
            return onQueue ? "starts new asynchronous work ('\(name)')" : nil
        case "Task" where receiver.isEmpty && !call.trailingClosures.isEmpty:
            return "starts new asynchronous work ('Task')"
        case "detached" where receiver == ["Task"]:
            return "starts new asynchronous work ('Task.detached')"
        case "addOperation", "addOperations", "addBarrierBlock":
            return "queues new work ('\(name)')"
        case "beginBackgroundTask":
            return "begins another background task"
        default:
            return nil
        }
    }

    private func isQueue(_ receiver: [String]) -> Bool {
        receiver.contains { $0 == "DispatchQueue" || $0.lowercased().hasSuffix("queue") }
    }

    /// Long work reachable from a body: its own calls and, through resolved helpers, theirs.
    /// An asynchronous hop whose closure ends the task is not counted: it is the subject of
    /// `async-end-in-expiration-handler`, and one root cause gets one diagnostic.
    public func longWork(inBody scope: Int) -> [LongWork] {
        var walk = SummaryWalk()
        return longWork(inBody: scope, walk: &walk, inHelper: false)
    }

    func longWork(inBody scope: Int, walk: inout SummaryWalk, inHelper: Bool) -> [LongWork] {
        var found: [LongWork] = []
        var skipUntil = -1
        for call in calls(in: scope) where call.name >= skipUntil {
            if let description = directLongWork(of: call, inHelper: inHelper) {
                if isAsyncHop(call), let closure = call.trailingClosures.first.flatMap({ tree.scope(openedBy: $0.brace) }),
                   reach(.endBackgroundTask, inBody: closure, walk: &walk) == .ends {
                    skipUntil = tree.scopes[closure].close
                    continue
                }
                found.append(LongWork(file: file, token: call.name, description: description))
                // What runs inside the reported hop is part of the same statement.
                if let closure = call.trailingClosures.first { skipUntil = tree.match(closure.brace) ?? skipUntil }
            } else if let helper = helperLongWork(of: call, walk: &walk) {
                found.append(helper)
            }
        }
        found.append(contentsOf: loopsDoingWork(in: scope))
        return found.sorted { $0.token < $1.token }
    }

    func isAsyncHop(_ call: CallSite) -> Bool {
        let name = tree.name(call.name)
        return name == "async" || name == "asyncAfter" || name == "Task" || name == "detached"
    }

    /// The first long work inside a helper the call resolves to, reported at the call.
    private func helperLongWork(of call: CallSite, walk: inout SummaryWalk) -> LongWork? {
        for declaration in resolve(call, allowUniqueByName: false) {
            let work = walk.summarize(declaration.ref, memo: index.longWorkMemo, key: declaration.ref, cut: []) { walk in
                CodeFacts(index: index, file: declaration.ref.file)
                    .longWork(inBody: declaration.ref.scope, walk: &walk, inHelper: true)
            }
            if let first = work.first {
                return LongWork(file: file, token: call.name, description: first.description,
                                helper: tree.name(call.name), origin: first.origin ?? (first.file, first.token))
            }
        }
        return nil
    }

    /// `for`/`while`/`repeat` loops directly in the body whose statements call anything but atomic work.
    private func loopsDoingWork(in scopeIndex: Int) -> [LongWork] {
        let tree = self.tree
        var found: [LongWork] = []
        for loopIndex in tree.descendants(of: scopeIndex) where tree.scopes[loopIndex].kind == .block(.loop) {
            let loop = tree.scopes[loopIndex]
            guard let keyword = loop.headerStart,
                  executableScope(of: loop.open) == scopeIndex || isInside(loop.open, scopeIndex) else { continue }
            let heavy = calls(in: loopIndex).contains { call in
                !CodeFacts.atomicCalls.contains(tree.name(call.name)) && directLongWork(of: call) == nil
            }
            if heavy { found.append(LongWork(file: file, token: keyword, description: "loops over non-atomic work")) }
        }
        return found
    }

    private func isInside(_ token: Int, _ scopeIndex: Int) -> Bool {
        var current = tree.scope(of: token)
        while current > 0 {
            if current == scopeIndex { return true }
            if case .function = tree.scopes[current].kind { return false }
            current = tree.scopes[current].parent
        }
        return false
    }
}
