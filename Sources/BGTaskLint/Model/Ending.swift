/// Whether calls end a background task, directly or through the helpers they reach.
extension CodeFacts {
    /// Calls that are known not to end a task: logging, cancelling, defaults, dispatching.
    static let knownNonEnding: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "notice", "warning", "error", "fault",
        "trace", "critical", "verbose", "cancel", "cancelAllOperations", "invalidateAndCancel", "cancelAll",
        "set", "setValue", "removeObject", "synchronize", "post", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "async", "asyncAfter", "sync", "Task", "detached", "append", "insert", "remove",
        "removeAll", "removeValue", "suspend", "map", "forEach", "filter", "compactMap", "first", "contains",
        "sleep", "usleep", "resume", "dataTask", "uploadTask", "downloadTask", "addOperation", "save", "write",
        "beginBackgroundTask", "performAndWait", "perform", "wait", "signal", "lock", "unlock",
    ]

    /// Whether a call ends a task: `endBackgroundTask` by any receiver (the API, or a helper so
    /// named), a resolved helper that does, or — `unknown` — something the analyzer cannot see.
    public func ending(of call: CallSite, depth: Int = 0) -> Ending {
        let tree = self.tree
        let name = tree.name(call.name)
        if name == "endBackgroundTask" { return .ends }
        let declarations = resolve(call, allowUniqueByName: true)
        if !declarations.isEmpty {
            guard depth < CodeFacts.maximumDepth else { return .unknown }
            return Ending.combine(declarations.lazy.map { self.ending(of: $0, depth: depth + 1) })
        }
        return unresolvedEnding(of: call)
    }

    /// Whether a declared function's body ends a task (memoized; cycles count as "no").
    public func ending(of declaration: FunctionDeclaration, depth: Int) -> Ending {
        index.cachedEnding(declaration.ref) {
            let facts = CodeFacts(index: index, file: declaration.ref.file)
            return facts.ending(ofBody: declaration.ref.scope, depth: depth)
        }
    }

    /// Whether any call in a body (nested closures included) ends a task.
    public func ending(ofBody scope: Int, depth: Int = 0) -> Ending {
        Ending.combine(calls(in: scope).lazy.map { self.ending(of: $0, depth: depth) })
    }

    /// Framework receivers whose methods never end a task (`UserDefaults.standard.set`, …).
    static let frameworkReceivers: Set<String> = [
        "UserDefaults", "NotificationCenter", "DispatchQueue", "OperationQueue", "URLSession", "FileManager",
        "Thread", "ProcessInfo", "Logger", "OSLog", "Bundle", "UIDevice", "Date", "JSONEncoder", "JSONDecoder",
    ]

    /// A call the index cannot resolve. Precision first: unless it is known library code (or a
    /// type's initializer), it may end the task, so it counts as `unknown`.
    private func unresolvedEnding(of call: CallSite) -> Ending {
        let name = tree.name(call.name)
        if CodeFacts.knownNonEnding.contains(name) { return .no }
        if let root = call.receiver.first, CodeFacts.frameworkReceivers.contains(root) { return .no }
        if call.receiver.isEmpty, name.first?.isUppercase == true { return .no }
        return .unknown
    }
}
