/// The helpers of one file that run only when a task expires: those its expiration handler
/// calls and nothing else can call, and those that only they call.
///
/// An end written in such a helper is the handler's own end moved out of line
/// (`beginBackgroundTask { self?.endBackgroundTask() }`, with `endBackgroundTask()` called
/// nowhere else): it runs only if the task expires, as it would written in the handler.
struct ExpiryOnlyHelpers {
    let facts: CodeFacts

    /// What `reading(calledOnlyFrom:begin:)` finds for one begin call of a handler, with all it
    /// asked about that call: whether each declaration judged holds it, and whether code of the
    /// module calls the function making it. Another begin call of the same handler that gets the
    /// same answers gets the same bodies (`reads(_:alikeFor:)`): a handler given by name to
    /// thousands of begin calls, calling thousands of helpers, was read again for each.
    struct Reading {
        let bodies: [Range<Int>]
        /// The braces (`open..<close`) of every declaration asked whether it holds the begin call.
        fileprivate let judged: MergedRanges
        /// Whether one of them held this reading's begin call (and was refused as a helper for
        /// it): then the reading is never another begin call's.
        let heldBegin: Bool
        /// `isCalledInModule(functionMaking:)` for this reading's begin call, when it was asked.
        fileprivate let isUseInView: Bool?
    }

    /// Whether `reading(calledOnlyFrom:begin:)` for `begin` and the handler `reading` was made for
    /// would find what `reading` found: every question about the begin call gets the answer it
    /// got then, so the same helpers are followed in the same order. None of the declarations
    /// judged may hold either begin call (a binary search over their merged braces), and the
    /// module question, if it was asked, must have the same answer.
    func reads(_ reading: Reading, alikeFor begin: Range<Int>) -> Bool {
        guard !reading.heldBegin, !reading.judged.contains(begin.lowerBound) else { return false }
        guard let isUseInView = reading.isUseInView else { return true }
        return isCalledInModule(functionMaking: begin) == isUseInView
    }

    /// The tokens (braces included) of the helpers that only the handler `handler`, a scope of
    /// this file, calls — directly or through one another — with what was asked about the begin
    /// call (see `Reading`). `begin`: the begin call's tokens; a helper making that call begins
    /// the task anew, so its end is the new task's normal path.
    func reading(calledOnlyFrom handler: Int, begin: Range<Int>) -> Reading {
        var judged = JudgedDeclarations()
        var isUseInView: Bool?
        let bodies = bodies(calledOnlyFrom: handler, begin: begin, judged: &judged, isUseInView: &isUseInView)
        return Reading(bodies: bodies, judged: MergedRanges(judged.braces), heldBegin: judged.heldBegin,
                       isUseInView: isUseInView)
    }

    /// Whether function scope `scope` of this file is a private or fileprivate helper that ends
    /// a task and that nothing calls — no mention of its name outside its own body: it never
    /// runs, so its end is no path's (a `finish()` the completion forgot to call). The cheap
    /// questions first: most functions are not private, or end nothing, or are called.
    func isUncalledEndingHelper(_ scope: Int) -> Bool {
        let tree = facts.tree
        guard tree.scopes[scope].kind == .function, let nameToken = tree.scopes[scope].nameToken,
              let header = tree.scopes[scope].headerStart, tree.isWord(header, .func) else { return false }
        let modifiers = DeclarationModifiers(before: header, in: tree)
        guard modifiers.contains(word: "private") || modifiers.contains(word: "fileprivate"),
              tree.scopes[scope].body.contains(where: { tree.isWord($0, "endBackgroundTask") }) else { return false }
        let name = tree.name(nameToken)
        let takesNoParameters = tree.isKind(nameToken + 1, .leftParen) && tree.isKind(nameToken + 2, .rightParen)
        let body = braces(of: scope)
        guard case .allInside = firstMention(of: name, in: facts.file, takesNoParameters: takesNoParameters,
                                             outside: { body.contains($0) }) else { return false }
        let declaration = FunctionDeclaration(
            ref: DeclarationRef(file: facts.file, scope: scope), name: name, typeName: tree.typeName(enclosing: scope),
            signature: tree.functionSignature(headerStart: header, body: tree.scopes[scope].open))
        var judged = JudgedDeclarations()
        return helper(declaration, begin: 0..<0, judged: &judged)?.isFileScoped ?? false
    }

    /// The declarations `helper(_:begin:)` asked whether they hold the begin call.
    private struct JudgedDeclarations {
        var braces: [Range<Int>] = []
        var heldBegin = false
    }

    private func bodies(calledOnlyFrom handler: Int, begin: Range<Int>, judged: inout JudgedDeclarations,
                        isUseInView: inout Bool?) -> [Range<Int>] {
        var expiryOnly = ExpiryOnlyTokens(handler: braces(of: handler))
        var found: [Range<Int>] = []
        var seen: Set<Int> = []
        guard var pending = helpers(calledBy: facts.calls(inHandler: handler), begin: begin, seen: &seen,
                                    judged: &judged) else { return [] }
        // Helpers called from code of this file not yet known to run only on expiry, by the first
        // such mention: asked again once that mention is in a helper found to be. (Asking every
        // such helper again whenever any helper was found made n of them beside n found ones
        // quadratic.)
        var waiting: [Int: [Helper]] = [:]
        while let helper = pending.popLast() {
            // Its own file first: most helpers are called elsewhere there, and the module-wide
            // question reads every file naming the function (17 % more instructions on a
            // corpus where every file begins tasks, asked first).
            switch callers(of: helper, outside: expiryOnly) {
            case .nowhere:
                break
            case .here(let mention):
                waiting[mention, default: []].append(helper)
                continue
            case .elsewhere:
                continue
            }
            if !helper.isFileScoped {
                if isUseInView == nil { isUseInView = isCalledInModule(functionMaking: begin) }
                guard isUseInView == true else { continue }
            }
            let body = braces(of: helper.declaration.ref.scope)
            let filed = expiryOnly.insert(body)
            found.append(body)
            guard let called = helpers(calledBy: facts.calls(in: helper.declaration.ref.scope), begin: begin,
                                       seen: &seen, judged: &judged) else { return [] }
            // Only the tokens filed just now can hold a waiting mention: one already filed was
            // woken then, or never waited.
            if !waiting.isEmpty {
                for run in filed {
                    for token in run { if let woken = waiting.removeValue(forKey: token) { pending += woken } }
                }
            }
            pending += called
        }
        return found
    }

    /// Where a helper may be called from outside the code known to run only on expiry.
    private enum OutsideCallers {
        /// Nowhere: it runs only on expiry.
        case nowhere
        /// At this token of this file first (and maybe elsewhere too).
        case here(Int)
        /// In another file, or too often to read: for good.
        case elsewhere
    }

    /// A function of this file whose every caller the analyzer can read, and where they may be.
    private struct Helper {
        var declaration: FunctionDeclaration
        /// Private or fileprivate: only this file can call it; otherwise any file of the module.
        var isFileScoped: Bool
    }

    private func braces(of scope: Int) -> Range<Int> {
        let scope = facts.tree.scopes[scope]
        return scope.open..<(scope.close + 1)
    }

    /// The helpers of this file the calls may reach, each once; nil when a call may reach more
    /// than `CodeFacts.followedDeclarations` (then no helper is taken to run only on expiry).
    private func helpers(calledBy calls: [CallSite], begin: Range<Int>, seen: inout Set<Int>,
                         judged: inout JudgedDeclarations) -> [Helper]? {
        var found: [Helper] = []
        for call in calls {
            let declarations = facts.resolvedOnce(call).declarations
            guard declarations.count <= CodeFacts.followedDeclarations else { return nil }
            for declaration in declarations
            where declaration.ref.file == facts.file && !seen.contains(declaration.ref.scope) {
                seen.insert(declaration.ref.scope)
                if let helper = helper(declaration, begin: begin, judged: &judged) { found.append(helper) }
            }
        }
        return found
    }

    /// The declaration as a helper, when every caller it has would be in code the analyzer reads:
    /// a `func` that does not make the begin call, that no other module, Objective-C code or
    /// lookup by selector can call — not public, open or package; not `@objc`, `@IBAction`,
    /// `dynamic` or an `override`; in no `@objc` or `@objcMembers` type — and, unless private or
    /// fileprivate, that takes no parameters: a framework protocol's requirement
    /// (`applicationWillEnterForeground(_:)`) is called by the framework where no file shows it,
    /// and such requirements are handed the object they report on.
    private func helper(_ declaration: FunctionDeclaration, begin: Range<Int>,
                        judged: inout JudgedDeclarations) -> Helper? {
        let tree = facts.tree
        let scope = tree.scopes[declaration.ref.scope]
        guard let header = scope.headerStart, tree.isWord(header, .func) else { return nil }
        judged.braces.append(scope.open..<scope.close)
        guard !(scope.open..<scope.close).contains(begin.lowerBound) else {
            judged.heldBegin = true
            return nil
        }
        let modifiers = DeclarationModifiers(before: header, in: tree)
        let exposingWords = ["public", "open", "package", "override", "optional"]
        guard !modifiers.exposesToRuntime, !exposingWords.contains(where: modifiers.contains(word:)) else { return nil }
        if let typeName = declaration.typeName, isExposedToRuntime(typeName) { return nil }
        let isFileScoped = modifiers.contains(word: "private") || modifiers.contains(word: "fileprivate")
        guard isFileScoped || declaration.signature.labels.isEmpty else { return nil }
        return Helper(declaration: declaration, isFileScoped: isFileScoped)
    }

    /// Whether a declaration of the type or an extension of it is `@objc` or `@objcMembers`,
    /// which exposes its methods to calls by selector. Answered once per type for the module: a
    /// type extended in thousands of files, each with a helper, read every extension per helper.
    private func isExposedToRuntime(_ typeName: TypeName) -> Bool {
        let index = facts.index
        return index.shared("exposedToRuntime", about: typeName) {
            index.typeBodies(typeName).contains { body in
                let tree = index.tree(body)
                guard let header = tree.scopes[body.scope].headerStart else { return false }
                return DeclarationModifiers(before: header, in: tree).exposesToRuntime
            }
        }
    }

    /// Whether code of the module calls the function making the begin call. Then the code that
    /// uses the type is in view, and an internal helper none of it calls is not how the type's
    /// users end the task. A type whose begin function nothing here calls (the guide's class
    /// with `start` and `finish` methods) is used by code not analysed, which may call the
    /// helper as well.
    ///
    /// Another file's calls are the same whichever begin call asks, so they are looked for once
    /// per name for the module (`firstFilesCalling`); only a call in this file, outside the
    /// function itself, is asked per begin call. Reading every file mentioning the name for each
    /// begin call made thousands of files, each with a `start()` nothing calls, quadratic
    /// (8,000: 19 s).
    private func isCalledInModule(functionMaking begin: Range<Int>) -> Bool {
        let tree = facts.tree
        var scope = tree.scope(of: begin.lowerBound)
        while scope > 0, !(tree.scopes[scope].kind == .function && tree.scopes[scope].headerStart.map { tree.isWord($0, .func) } == true) {
            scope = tree.scopes[scope].parent
        }
        guard scope > 0, let nameToken = tree.scopes[scope].nameToken else { return false }
        let name = tree.name(nameToken)
        let calling = firstFilesCalling(name, takesNoParameters: false)
        if calling.contains(where: { $0 != facts.file }) { return true }
        // This file calls it, perhaps only from within the function: the calls there do not count.
        guard !calling.isEmpty else { return false }
        let ownBody = braces(of: scope)
        return !isMentionedOnly(name, in: facts.file, takesNoParameters: false) { ownBody.contains($0) }
    }

    /// The first two files (ascending) that may call function `name`: that mention it other than
    /// by its declaration (`isMentionedOnly`; when it `takesNoParameters`, other than by calls
    /// with arguments either). Two settle whether a file other than the asking one does; the
    /// search stops there, as the asking files' own questions used to. Nothing here depends on
    /// the asking file or the settings, so it is one answer per name for the run.
    private func firstFilesCalling(_ name: String, takesNoParameters: Bool) -> [Int] {
        let index = facts.index
        let key = (takesNoParameters ? "filesCallingWithoutArguments:" : "filesCalling:") + name
        return index.shared(key) {
            Array(index.files(mentioning: name).lazy.filter { file in
                !isMentionedOnly(name, in: file, takesNoParameters: takesNoParameters) { _ in false }
            }.prefix(2))
        }
    }

    /// Whether every mention of the helper's name, in the files that can call it, is in code
    /// that runs only on expiry (`expiryOnly`, of this file), in the helper itself, or by its
    /// shape something else: a declaration (`func name`), or a call with arguments when the
    /// helper takes none (`UIApplication.shared.endBackgroundTask(id)` beside a helper
    /// `endBackgroundTask()`). Any other mention — a call elsewhere, `#selector(name)`, a
    /// method reference stored or handed on — may run it on the normal path.
    ///
    /// Other files' mentions are the same whichever file asks, so they are read once per name
    /// (`firstFilesCalling`): every file whose handler calls its own internal `stop()` read every
    /// file declaring one (4,096 of each: 5.6 s).
    private func callers(of helper: Helper, outside expiryOnly: ExpiryOnlyTokens) -> OutsideCallers {
        let name = helper.declaration.name
        let takesNoParameters = helper.declaration.signature.labels.isEmpty
        let ownBody = braces(of: helper.declaration.ref.scope)
        switch firstMention(of: name, in: facts.file, takesNoParameters: takesNoParameters,
                            outside: { expiryOnly.contains($0) || ownBody.contains($0) }) {
        case .allInside: break
        case .outside(let mention): return .here(mention)
        case .unread: return .elsewhere
        }
        guard !helper.isFileScoped else { return .nowhere }
        // Another file calls it if one of the first two calling files is not this one.
        let onlyHere = firstFilesCalling(name, takesNoParameters: takesNoParameters).allSatisfy { $0 == facts.file }
        return onlyHere ? .nowhere : .elsewhere
    }

    /// A name mentioned more than this many times in a file is taken to be mentioned elsewhere
    /// too, unread: real code never calls a helper that often from its expiry paths alone, and a
    /// file declaring thousands of methods of one name made every one of them read every mention.
    private static let inspectedMentions = 256

    /// Whether the mentions of function `name` in `file` are all `inside` the code given or, by
    /// their shape, not the function: its declaration or another's (`func name`), or, when it
    /// `takesNoParameters`, a call with arguments.
    private func isMentionedOnly(_ name: String, in file: Int, takesNoParameters: Bool, inside: (Int) -> Bool) -> Bool {
        if case .allInside = firstMention(of: name, in: file, takesNoParameters: takesNoParameters, outside: inside) {
            return true
        }
        return false
    }

    /// What `firstMention` found.
    private enum MentionScan {
        case allInside
        case outside(Int)
        /// More mentions than `inspectedMentions`: not read.
        case unread
    }

    /// The first mention of function `name` in `file` that is neither `inside` the code given nor,
    /// by its shape, another thing (see `isMentionedOnly`).
    private func firstMention(of name: String, in file: Int, takesNoParameters: Bool, outside inside: (Int) -> Bool) -> MentionScan {
        let tree = facts.index.tree(file)
        guard let mentions = tree.identifiers(spelling: name, atMost: Self.inspectedMentions) else { return .unread }
        for index in mentions {
            if tree.isWord(index - 1, .func) || inside(index) { continue }
            if takesNoParameters, let call = tree.call(at: index), !call.labels.isEmpty { continue }
            return .outside(index)
        }
        return .allInside
    }
}

/// The tokens of code that runs only when a task expires: its expiration handler and the
/// helpers found to run only from there. A mention of the next helper is looked up here in
/// constant time: a list of the bodies, copied and searched for every helper, made a chain of
/// thousands of private helpers quadratic. Filing a helper's tokens costs what reading its
/// calls already does.
private struct ExpiryOnlyTokens {
    let handler: Range<Int>
    private var helperTokens: Set<Int> = []
    /// The bodies filed, each by its `{`: where it ends.
    private var filedEnds: [Int: Int] = [:]

    init(handler: Range<Int>) {
        self.handler = handler
    }

    /// Files a helper's body, and returns the runs of its tokens filed just now, in order. Braces
    /// nest, so a body whose `{` is filed already is filed whole, and a body filed before that
    /// lies in this one is stepped over: local functions nested thousands deep, each a helper
    /// found in turn, filed every body nested in each again (quadratic).
    mutating func insert(_ body: Range<Int>) -> [Range<Int>] {
        guard !body.isEmpty, !contains(body.lowerBound) else { return [] }
        var runs: [Range<Int>] = []
        var start = body.lowerBound
        var token = body.lowerBound + 1
        while token < body.upperBound {
            if let end = filedEnds[token] {
                runs.append(start..<token)
                start = end
                token = end
            } else {
                token += 1
            }
        }
        runs.append(start..<body.upperBound)
        for run in runs { helperTokens.formUnion(run) }
        filedEnds[body.lowerBound] = body.upperBound
        return runs
    }

    func contains(_ token: Int) -> Bool {
        handler.contains(token) || helperTokens.contains(token)
    }
}
