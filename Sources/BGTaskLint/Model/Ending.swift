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

    /// Words that suggest a method ends or tears down a task (matched at camel-case word starts,
    /// so `sendEvent` is not `end`); such a method, when it cannot be resolved, is given the
    /// benefit of the doubt.
    static let endingVocabulary = [
        "end", "finish", "stop", "complet", "expir", "invalidat", "clean", "teardown", "tear", "done",
        "terminat", "release", "close", "background", "timeout", "timed",
    ]

    static func soundsLikeEnding(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return endingVocabulary.contains { word in
            if lowered.hasPrefix(word) { return true }
            return name.contains(word.prefix(1).uppercased() + word.dropFirst())
        }
    }

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

    private func unresolvedEnding(of call: CallSite) -> Ending {
        let tree = self.tree
        let name = tree.name(call.name)
        if CodeFacts.knownNonEnding.contains(name) { return .no }
        let context = tree.scope(of: call.name)
        // Invoking a closure the code was handed (`completion()`, `handler?()`): a wrapper.
        if call.receiver.isEmpty, parameterNames(around: context).contains(name) { return .unknown }
        if CodeFacts.soundsLikeEnding(name) { return .unknown }
        // A method of self that is not in the analysed files (a superclass, a generated file).
        if let receiver = call.receiver.last {
            return isSelfAlias(receiver, around: context) || receiver == "super" ? .unknown : .no
        }
        // A bare call: a type's initializer (`Foo(…)`) does not end; a free function might.
        return name.first?.isUppercase == true ? .no : .unknown
    }
}
