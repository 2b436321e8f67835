/// The normal path must end the task too (guide, point 7).
public struct TaskNeverEnded: Rule {
    public static let metadata = RuleMetadata(
        id: "task-never-ended",
        severity: .error,
        summary: "the task is ended only by its expiration handler, never when the work completes",
        rationale: """
            The guide: "End on the normal path too: when the work completes, call endBackgroundTask and \
            reset." A task ended only on expiration keeps the app awake for the whole allowance every \
            time, draining the battery, and the system may kill the app.
            """,
        triggering: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func upload(_ data: Data) {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        UIApplication.shared.endBackgroundTask(self.taskID)
                        self.taskID = .invalid
                    }
                    UploadAPI.shared.send(data)
                }
            }
            """,
        passing: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func upload(_ data: Data) {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        self?.finish()
                    }
                    UploadAPI.shared.send(data) { [weak self] in self?.finish() }
                }

                private func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            The identifier must be stored in a named variable (local, property or global). It counts as \
            ended when, outside the handler, anything ends it (`endBackgroundTask(id)`, a helper named \
            `endBackgroundTask()`, a helper of the type that ends the property, a call on a value made \
            from it that may end it: `Optional(id).map(UIApplication.shared.endBackgroundTask)`), or when \
            it is passed to \
            code that might end it or that keeps it (a method or initializer storing its parameter, \
            `append`, `set`), returned (or handed back through `continuation.resume(returning: id)`, or stored into an \
            `inout` parameter), or \
            copied elsewhere (not shown in a string: `log("began \\(taskID)")` only reads it), or when a \
            method of self that no analysed \
            file declares (a superclass's, a method named like an end: `finishUpload()`) is called: it \
            may end a property. Not a property declared `private` or `fileprivate` (`nonisolated(unsafe)` \
            or not) in the begin call's file, though, when no function of that file bears the method's \
            name: only that file's code can read the property, so another file's or a superclass's \
            method cannot end it (nor is it looked for in other files). `private(set)`, `@objc`, \
            `dynamic` and `@NSManaged` properties \
            and those of `@objcMembers` types are read elsewhere, and keep the benefit of the doubt. \
            Not so UIKit's own methods that a view or controller calls on itself, \
            when called with UIKit's labels: `endEditing(_:)`, `endAppearanceTransition()`, \
            `endRefreshing()`, `endUpdates()`, `endIgnoringInteractionEvents()`, \
            `endReceivingRemoteControlEvents()`, `stopAnimating()` and their `begin…` and \
            `startAnimating()` pairs never end a background task (another signature, \
            `endUpdates(for: id)`, is another method, and a call handed the identifier still counts). \
            Whether that code runs is not checked, but for what follows. A \
            helper's end inside the expiration handler of a begin call of its own does not count: it \
            runs only if that task expires (a function calling itself on a retry path is not its own end). \
            Nor does an end in the begin call's own function that runs before the call, once: it ends an \
            earlier task. Code there in a closure, a local function or a `defer` may run later, and code \
            before a call inside a loop or a closure may run again after it: both still count. So does \
            code one call cannot run on its way to the begin call: an earlier case of a `switch` the call \
            is in (`case .active: end(id)` … `case .background: id = begin…`; unless a case falls \
            through), an earlier branch of an `if … else` chain it is in, and a block whose last \
            statement returns or throws (a `guard`'s `else`). It runs on a later call, and ends this \
            task. Past 16 such pieces before one call, none is left out. Nor does \
            an end in a helper of the begin call's file that only its expiration handler calls (itself or \
            through other such helpers): it runs only on expiry, as the same end written in the handler \
            would. Nor does an end in a private or fileprivate helper of that file that nothing calls (its \
            name mentioned nowhere in the file outside its own body, by any type): it never runs. Any other mention of the helper's name makes it called elsewhere — another method, a \
            `deinit`, an observer, `#selector(name)`, a stored method reference — except a call with \
            arguments when it takes none (`UIApplication.shared.endBackgroundTask(id)` beside a helper \
            `endBackgroundTask()`). A name mentioned more than 256 times in one file is taken to be called \
            elsewhere without reading the mentions (the end then counts, and the rule stays silent): no \
            real helper is called that often from expiry paths alone, and reading every mention for each \
            of thousands of same-named methods made a file quadratic. Likewise, when a call in those paths \
            may reach more than 64 functions of the file (a type declared hundreds of times, which no \
            compiler takes), no helper is judged to run only on expiry; a call handed the identifier \
            that may reach more than 64 functions may keep it; and a property whose type has more than 64 \
            bodies in the begin call's file is taken as ended. Only a `func` that no other module, Objective-C code or selector can \
            call is judged so: not public, open or package, `@objc`, `@IBAction`, `dynamic` or an \
            override, in no `@objc` or `@objcMembers` type. A private or fileprivate helper is judged by \
            its file; an internal one by the whole module, and only when it takes no parameters (a \
            framework protocol's requirement, `applicationWillEnterForeground(_:)`, is called where no \
            file shows it) and some code of the module calls the function making the begin call \
            (otherwise the type's users are not in view, and may call the helper: the guide's class with \
            `start` and `finish` methods). A helper the handlers of two begin calls share, or one \
            declared in another file, still counts. A type's code is its declaration and its extensions \
            spelt with the same bytes: `Café` written with U+00E9 and with `e` + U+0301 are two types, as \
            to swiftc, and one's extension ends nothing of the other's \
            (`Fixtures/task-never-ended/type-beside-a-canonically-equivalent-name.swift`). \
            A property one of whose observers or setters ends a task (`didSet { \
            endBackgroundTask(oldValue) }`, directly or through helpers) is ended by whatever stores \
            into it, which no call shows: such a begin call is not reported, whether or not anything \
            stores into the property \
            (`Fixtures/missing-end-in-expiration-handler/property-observer-ends-the-previous-task.swift`). \
            An end in another type's code counts when its argument reaches the property through a \
            chain naming the property's type (`endBackgroundTask(PhotoImporter.shared.importTask)`); \
            which object the chain reaches is not followed. So does an end through a parameter declared \
            of that type (`func syncDidFinish(_ engine: SyncEngine) { end(engine.taskID) }`, a delegate's \
            callback); an end through any other variable (`importer.importTask`) is not looked for. In the \
            type's own code, `LogUploader.uploadTask` \
            (a static property named through its type) is the property, as `self.uploadTask` and the bare \
            name are. A computed property whose setter stores the new value into one stored property \
            (`set { lock.withLock { _taskID = newValue } }`, a lock-guarded property) is also ended by \
            ending that storage outside the property's own accessors, in its file's code.
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let normalPath = NormalPathEndings(context)
        // A handler body many begin calls share (a method given by name), in this file or others,
        // is read once for them.
        let handlerEndings = ModuleHandlerAnswers<Ending>(Self.metadata, context)
        return context.beginCalls.compactMap { begin in
            guard case .assigned(let identifier) = context.facts.resultUse(of: begin.call),
                  !normalPath.isEndedOutsideHandler(identifier, begin),
                  !Self.isSelfEndingProperty(identifier, context) else { return nil }
            // A lock-guarded property over a stored one: ending the storage (outside the
            // property's own accessors) ends the task too.
            if let backing = context.facts.backingStore(of: identifier),
               normalPath.isEndedOutsideHandler(backing.storage, begin, alsoExcluding: backing.accessors) {
                return nil
            }
            let message = Self.message(for: identifier.name, begin, context, handlerEndings: handlerEndings)
            return context.diagnostic(Self.metadata, at: begin.token, message)
        }
    }

    /// A property whose observer or setter ends a task (`didSet { endBackgroundTask(oldValue) }`)
    /// is ended by whatever stores into it, which no call shows.
    private static func isSelfEndingProperty(_ identifier: TaskIdentifier, _ context: RuleContext) -> Bool {
        guard case .property(let type) = identifier.home else { return false }
        return context.facts.storingEndsTask(property: identifier.name, of: type)
    }

    /// Says what the handler does, since "ended only by the expiration handler" is wrong when
    /// there is none or it does not end the task either (missing-end-in-expiration-handler then
    /// reports the handler).
    private static func message(for name: String, _ begin: BeginCall, _ context: RuleContext,
                                handlerEndings: ModuleHandlerAnswers<Ending>) -> String {
        let handlerEnding: Ending
        switch begin.handler {
        case .absent, .nilLiteral:
            return "'\(name)' is never ended; end the task when the work completes"
        case .method(let call):
            handlerEnding = context.facts.ending(of: call)
        default:
            guard let body = context.handlerBody(begin) else { handlerEnding = .unknown; break }
            handlerEnding = handlerEndings.answer(for: body) {
                CodeFacts(index: context.index, file: body.file).ending(ofHandler: body.scope)
            }
        }
        guard handlerEnding == .no else {
            return "'\(name)' is ended only by the expiration handler; end the task when the work completes too"
        }
        return "'\(name)' is never ended, neither when the work completes nor by the expiration handler; end it on both"
    }
}

// MARK: - Ends on the normal path

/// Answers "is this identifier ended outside its handler" for every begin call of one file.
///
/// Each region (a body, a type's bodies, a file) is summarised once into the places that end or
/// may end an identifier; a begin call then only asks whether one of them lies outside its
/// handler. Rescanning the region for every begin call made files with many begin calls
/// quadratic (and cubic with overloads).
private final class NormalPathEndings {
    private let context: RuleContext
    private var summaries: [RegionKey: RegionEndings] = [:]
    /// Names a declaration's body ends (`endBackgroundTask(name)`), per declaration.
    private var endedNamesByDeclaration: [DeclarationRef: Set<String>] = [:]
    /// Per function of this file, what `runsLater(inFunction:)` found.
    private var laterScopes: [Int: (opens: [Int], furthestClose: [Int])] = [:]
    /// Per scope of this file, what `functionThroughBlocks` found.
    private var functionAround: [Int: Int?] = [:]
    /// What of the code before a begin call its function cannot run on the way to it.
    private lazy var offThePath = CodeOffThePath(context.tree)
    /// Per file, the scopes climbed by `innermostHandler`: the handler closure around each, or nil.
    private var handlerAround: [Int: [Int: Int?]] = [:]
    /// Per property, whether it is private to this file: asked by each begin call storing it,
    /// and read once (a property begun 4,000 times behind 4,000 modifiers took 6.5 s).
    private var privacy: [PropertyOfType: Bool] = [:]
    /// Per file read and function scope, `isUncalledEndingHelper(_:in:)`.
    private var uncalledHelpers: [Int: [Int: Bool]] = [:]
    /// Per handler of this file, the expiry-only readings kept for its begin calls (see
    /// `expiryOnlyHelpers`): at most one per answer to the module question.
    private var expiryOnlyReadings: [Int: [ExpiryOnlyReading]] = [:]
    /// Per scope of this file, the scope whose body `readingOfLocal` reads for its locals.
    private var readingRoots: [Int: Int] = [:]
    /// Per file, the judge of its regions' mentions of a property (see `mentionVerdicts`).
    private var verdictsByFile: [Int: MentionVerdicts] = [:]

    init(_ context: RuleContext) {
        self.context = context
    }

    /// Anything outside the handler (and, for a handler's name, outside the begin call itself)
    /// that ends the identifier, may end it or runs the handler; outside `accessors` too, the body
    /// of a property of this file whose storage the identifier is.
    func isEndedOutsideHandler(_ identifier: TaskIdentifier, _ begin: BeginCall,
                               alsoExcluding accessors: DeclarationRef? = nil) -> Bool {
        let excluded = context.handlerBody(begin).map { body -> (file: Int, range: Range<Int>) in
            let scope = context.index.tree(body.file).scopes[body.scope]
            return (body.file, scope.open..<(scope.close + 1))
        }
        let handlerName = self.handlerName(begin)
        var before = runsBefore(begin)
        if let accessors, accessors.file == context.facts.file {
            let property = context.tree.scopes[accessors.scope]
            before.append(property.open..<(property.close + 1))
        }
        var isProperty = false, isPrivateToFile = false, isLocal = false
        if case .local = identifier.home { isLocal = true }
        if case .property(let typeName) = identifier.home {
            isProperty = true
            let key = PropertyOfType(type: typeName, name: identifier.name)
            if let known = privacy[key] {
                isPrivateToFile = known
            } else {
                isPrivateToFile = context.facts.isPrivateToFile(property: identifier.name, of: typeName)
                privacy[key] = isPrivateToFile
            }
        }
        // The begin call's own file first: the ending is usually near the begin, and then the
        // type's other files are never read. Regions are in file order, so the own file's are
        // one run found by binary search: with a global begun in each of thousands of files,
        // filtering every file's list for every begin call was quadratic.
        let all = regions(of: identifier)
        let own = all.files.firstIndex(notBelow: context.facts.file)..<all.files.firstIndex(notBelow: context.facts.file + 1)
        /// `expiryOnly`: the handler's braces and the bodies of the own file's helpers that run only
        /// when the task expires, merged (given for the own file's regions only).
        func isEnded(inRegionAt position: Int, excluding: Bool = true, expiryOnly: MergedRanges? = nil) -> Bool {
            let region = (file: all.files[position], scope: all.scopes?[position] ?? 0)
            let file = region.file
            let asked = tokens(of: region)
            var read = isLocal ? readingOfLocal(declaredIn: region.scope) : asked
            // (A scope's body lies inside each scope's around it; should a broken file ever say
            // otherwise, the region is read on its own.)
            if read.lowerBound > asked.lowerBound || read.upperBound < asked.upperBound { read = asked }
            let endings = summary(RegionKey(file: file, range: read, isProperty: isProperty,
                                            isPrivateToFile: isPrivateToFile))
            let ownFile = excluding && file == context.facts.file
            let outsideBegin = ownFile ? [begin.call.start..<begin.call.end] : []
            // What is read beyond the asked region is not its own.
            let outsideRegion = [read.lowerBound..<asked.lowerBound, asked.upperBound..<read.upperBound]
            let exclusions: Exclusions, handlerExclusions: Exclusions
            if let expiryOnly {
                // Merged once per handler: only what runs before this begin call, and the call, are its own.
                exclusions = Exclusions(expiryOnly, adding: before + outsideRegion)
                handlerExclusions = Exclusions(expiryOnly, adding: before + outsideRegion + outsideBegin)
            } else {
                let outsideHandler = (excluding ? excluded.flatMap { $0.file == file ? [$0.range] : nil } ?? [] : [])
                    + (ownFile ? before : []) + outsideRegion
                exclusions = Exclusions(outsideHandler)
                handlerExclusions = Exclusions(outsideHandler + outsideBegin)
            }
            // The region is read only as far as needed: an ending usually comes early, and
            // reading on resolves every call (parsing the files that declare them).
            while true {
                if endings.hasEnding(of: identifier.name, handlerName: handlerName,
                                     outside: exclusions, handlerOutside: handlerExclusions) {
                    return true
                }
                guard endings.scannedUpTo < asked.upperBound else { return false }
                scan(endings, untilNews: [identifier.name] + (handlerName.map { [$0] } ?? []))
            }
        }
        // More bodies of the identifier's type in this file than any real file has (one type
        // declared hundreds of times, which no compiler takes): taken as ended, unread (silence,
        // the safe side). Each begin call read each body, quadratically.
        if own.count > CodeFacts.followedDeclarations { return true }
        if own.contains(where: { isEnded(inRegionAt: $0) }) {
            // Unless every such end is in helpers that only the handler calls: asked only now,
            // as most begin calls are ended on the normal path by code of their own.
            guard let expiryOnly = expiryOnlyHelpers(begin) else { return true }
            if own.contains(where: { isEnded(inRegionAt: $0, expiryOnly: expiryOnly) }) { return true }
        }
        // A local's only region is its own body, read above; a property private to this file has
        // no other file's code that could end it.
        guard !isPrivateToFile else { return false }
        // Another file's regions hide nothing from a begin call (its handler and the call are
        // in its own file), so which of them end the identifier is the same answer for every
        // file that asks: found once for the module. Asked per file, n files each extending a
        // type with a begin call read all n extensions each (8,192 files: 23 s).
        let endingFiles = sharedAnswer(identifier, handlerName: handlerName) {
            filesEnding(identifier, handlerName: handlerName, among: all) { isEnded(inRegionAt: $0, excluding: false) }
        }
        // Another file than this one: a look at two elements, not a walk of thousands.
        if let endingFiles, endingFiles.count > 1 || endingFiles.first.map({ $0 != context.facts.file }) == true {
            return true
        }
        guard case .property(let typeName) = identifier.home else { return false }
        return isEndedThroughItsType(identifier.name, of: typeName)
    }

    /// Whether code of the module ends the property through a reference naming its type
    /// (`endBackgroundTask(PhotoImporter.shared.importTask)` in a coordinator): another type's
    /// code, which the type's own bodies do not show. Which object the reference reaches is not
    /// followed; that it names the type is enough (silence, the safe side).
    private func isEndedThroughItsType(_ name: String, of typeName: TypeName) -> Bool {
        receiversOfEndedMembers()[Array(name.utf8)]?.contains(Array(typeName.lastPart.utf8)) == true
    }

    /// For every end of a member through a chain (`endBackgroundTask(A.b.name)`, `A.b?.name`,
    /// `…name!`) in the module: the member's name → the names of its chain, at most four. Made
    /// once for the module from the files that mention the API (only those can hold an end, and
    /// they are parsed anyway; a search of every file for the name read the others from disk
    /// again). Kept as bytes: `Café` with U+00E9 and with `e` + U+0301 are two names, as to swiftc.
    private func receiversOfEndedMembers() -> [[UInt8]: Set<[UInt8]>] {
        let index = context.index
        return index.shared("never-ended-member-receivers") {
            var table: [[UInt8]: Set<[UInt8]>] = [:]
            for file in index.filesNeedingAnalysis {
                let tree = index.tree(file)
                for end in tree.identifiers(spelling: "endBackgroundTask") {
                    guard tree.isKind(end + 1, .leftParen), let close = tree.match(end + 1) else { continue }
                    var member = close - 1
                    if tree.isToken(member, .operator, "!") { member -= 1 }
                    guard member > end + 3, tree.isKind(member, .identifier), tree.isKind(member - 1, .period) else { continue }
                    var link = member - 2
                    for _ in 0..<4 {
                        if tree.isToken(link, .operator, "?") || tree.isToken(link, .operator, "!") { link -= 1 }
                        guard link > end + 1, tree.isKind(link, .identifier) else { break }
                        table[Array(tree.name(member).utf8), default: []].insert(Array(tree.name(link).utf8))
                        guard tree.isKind(link - 1, .period) else {
                            // `func syncDidFinish(_ engine: SyncEngine) { end(engine.taskID) }`: a
                            // parameter declared of the type names it too (a delegate's callback).
                            if let type = Self.declaredType(ofParameter: link, in: tree) {
                                table[Array(tree.name(member).utf8), default: []].insert(Array(type.utf8))
                            }
                            break
                        }
                        link -= 2
                    }
                }
            }
            return table
        }
    }

    /// The last part of the type the function around token `name` declares its parameter of
    /// that name to have (`_ engine: SyncEngine?` → `SyncEngine`); nil when `name` is no
    /// parameter of it. At most 64 scopes are climbed to the function.
    private static func declaredType(ofParameter name: Int, in tree: SyntaxTree) -> String? {
        var scope = tree.scope(of: name)
        var climbed = 0
        while scope > 0, tree.scopes[scope].kind != .function, climbed < 64 {
            scope = tree.scopes[scope].parent
            climbed += 1
        }
        guard scope > 0, var type = tree.declaredTypeStart(ofParameter: tree.name(name), inFunction: scope) else { return nil }
        if tree.isWord(type, .inout) { type += 1 }
        var last: Int?
        while tree.isKind(type, .identifier) {
            last = type
            guard tree.isKind(type + 1, .period) else { break }
            type += 2
        }
        return last.map(tree.name)
    }

    /// The bodies of the helpers of the begin call's file that only its handler calls (see
    /// `ExpiryOnlyHelpers`), merged with the handler's braces: an end there runs only if the task
    /// expires. Nil when there are none.
    ///
    /// A handler given by name to many begin calls is read once for all those the reading holds
    /// for (`ExpiryOnlyHelpers.reads(_:alikeFor:)`), and its ranges merged once: reading n
    /// helpers and sorting their bodies again for each of n begin calls was quadratic.
    private func expiryOnlyHelpers(_ begin: BeginCall) -> MergedRanges? {
        guard let handler = context.handlerBody(begin), handler.file == context.facts.file else { return nil }
        let helpers = ExpiryOnlyHelpers(facts: context.facts)
        let call = begin.call.start..<begin.call.end
        if let kept = expiryOnlyReadings[handler.scope]?.first(where: { helpers.reads($0.reading, alikeFor: call) }) {
            return kept.excluded
        }
        let reading = helpers.reading(calledOnlyFrom: handler.scope, begin: call)
        let scope = context.tree.scopes[handler.scope]
        let made = ExpiryOnlyReading(
            reading: reading,
            excluded: reading.bodies.isEmpty ? nil : MergedRanges([scope.open..<(scope.close + 1)] + reading.bodies))
        // A reading that refused a helper for holding this begin call is no other call's: not
        // kept. The readings kept then differ by the module question's answer alone: two at most.
        if !reading.heldBegin { expiryOnlyReadings[handler.scope, default: []].append(made) }
        return made.excluded
    }

    /// Code of the begin call's function that runs before the call, once: from the body's start
    /// (or the end of the last closure, local function, type or `defer` body written before the
    /// call, which may run later) up to the call, but for the code one call cannot run on its way
    /// to the call (`CodeOffThePath`: an earlier `case`, an earlier branch, a block that returns).
    /// An end there ends an earlier task, never this one (an earlier task's identifier ended
    /// before a new one is begun: reown). None when a loop or a closure lies between the call
    /// and its function: what comes before the call there may run again after it.
    private func runsBefore(_ begin: BeginCall) -> [Range<Int>] {
        let tree = context.tree
        guard let scope = functionThroughBlocks(around: tree.scope(of: begin.call.start)) else { return [] }
        let later = runsLater(inFunction: scope)
        // The last of them opening before the call (none contains it: it is in none of them).
        var low = 0, high = later.opens.count
        while low < high {
            let middle = (low + high) / 2
            if later.opens[middle] < begin.call.start { low = middle + 1 } else { high = middle }
        }
        let start = low == 0 ? tree.scopes[scope].body.lowerBound : later.furthestClose[low - 1] + 1
        guard start < begin.call.start else { return [] }
        return offThePath.onThePath(start..<begin.call.start, to: begin.call.start, in: scope)
    }

    /// The function around `scope` reached through `if`, `switch` and `do` blocks only; nil when
    /// something else (a loop, a closure) comes first. Each climbed scope keeps its answer: begin
    /// calls in thousands of nested `if`s each climbed every one.
    private func functionThroughBlocks(around scope: Int) -> Int? {
        let tree = context.tree
        return climb(from: scope, kept: &functionAround) { current in
            switch tree.scopes[current].kind {
            case .function: .answer(current)
            case .block(.conditional), .block(.switch), .block(.do): .up(tree.scopes[current].parent)
            default: .answer(nil)
            }
        }
    }

    /// The closures, local functions and types and `defer` bodies inside a function, in the
    /// order they open, with the furthest close among each one and those before it: found once
    /// per function, so that many begin calls in one function cost a binary search each.
    ///
    /// Outermost only: those nested in one of them change no answer (its close is past theirs,
    /// and no begin call asking is inside it), and n local functions nested in one another,
    /// each with a begin call, listed the ones inside each again (16,384: 12.5 s and 4.4 GB).
    private func runsLater(inFunction function: Int) -> (opens: [Int], furthestClose: [Int]) {
        if let known = laterScopes[function] { return known }
        let tree = context.tree
        var found: (opens: [Int], furthestClose: [Int]) = ([], [])
        var next = function + 1
        // Scopes are numbered in the order their braces open: the function's own come next.
        while next < tree.scopes.count, tree.scopes[next].open < tree.scopes[function].close {
            let inner = tree.scopes[next]
            switch inner.kind {
            case .closure, .function, .type, .block(.defer):
                found.opens.append(inner.open)
                found.furthestClose.append(max(found.furthestClose.last ?? 0, inner.close))
                next = tree.descendants(of: next).upperBound
                continue
            default:
                break
            }
            next += 1
        }
        laterScopes[function] = found
        return found
    }

    /// The module-wide answer to "which files' regions end this identifier" (two at most: see
    /// `filesEnding`), kept by the identifier's property's type or its global's name (the same
    /// regions whichever file asks); nil for a local. Not by the file declaring the global: its
    /// regions are the files mentioning the name, whoever declares it, and a folder of many apps
    /// each declaring a global of one name (`backgroundTask`) read every file once per declaring
    /// file (1,000 files: 22 s).
    private func sharedAnswer(_ identifier: TaskIdentifier, handlerName: String?,
                              _ compute: () -> Set<Int>) -> Set<Int>? {
        let detail = identifier.name + ":" + (handlerName ?? "")
        switch identifier.home {
        case .local: return nil
        case .property(let typeName):
            return context.index.shared("never-ended-regions:p", about: typeName, detail: detail, compute)
        case .global: return context.index.shared("never-ended-regions:g:" + detail, compute)
        }
    }

    /// Files whose regions (of `all`) end the identifier when nothing is left out: at most two,
    /// as the asker only needs to know whether one is another file than its own. Of a property's
    /// regions, only those that may are asked (`TypeBodiesReading`): asking each of n extensions
    /// of one type, for each of the n properties they begin, read n² bodies (2,048 files: 65 s).
    private func filesEnding(_ identifier: TaskIdentifier, handlerName: String?, among all: Regions,
                             isEnded: (Int) -> Bool) -> Set<Int> {
        var found: Set<Int> = []
        /// Notes the position's file as ending; whether that makes two.
        func isSecond(_ position: Int) -> Bool {
            found.insert(all.files[position])
            return found.count == 2
        }
        guard case .property(let typeName) = identifier.home else {
            for position in all.files.indices where !found.contains(all.files[position]) && isEnded(position) {
                if isSecond(position) { break }
            }
            return found
        }
        let reading = context.index.shared("never-ended-type-bodies", about: typeName) { read(all) }
        var candidates = reading.endingAny + reading.withManyNameSets + reading.endingThroughHelpers[identifier.name, default: []]
        for word in [identifier.name] + (handlerName.map { [$0] } ?? []) {
            candidates += reading.mentioning[DeclarationScanner.hash(word), default: []]
        }
        for position in Set(candidates).sorted() where !found.contains(all.files[position]) {
            let verdicts = mentionVerdicts(inFile: all.files[position])
            if reading.regions[position].ends(identifier.name, handlerName: handlerName, judgedBy: verdicts),
               isSecond(position) {
                break
            }
        }
        return found
    }

    /// A property's regions (none private to a file), each read whole once for the module, and
    /// which of them end or may end something by their calls. A region that does not for a
    /// name, and mentions neither it nor the handler's name, cannot end it. Never changed once
    /// read: every thread asks it, each judging mentions with its own `MentionVerdicts`.
    private struct TypeBodiesReading {
        var regions: [WholeRegion] = []
        /// Regions calling `endBackgroundTask()` or a self method the analyzer cannot see into.
        var endingAny: [Int] = []
        /// Regions calling helpers that end many names (`RegionEndings.manyNameSets`).
        var withManyNameSets: [Int] = []
        /// Regions calling helpers that end the name, by name.
        var endingThroughHelpers: [String: [Int]] = [:]
        /// Regions mentioning a name, by the name's hash (a hash may be another name's too).
        var mentioning: [UInt64: [Int]] = [:]
    }

    private func read(_ all: Regions) -> TypeBodiesReading {
        var reading = TypeBodiesReading()
        for position in all.files.indices {
            let region = (file: all.files[position], scope: all.scopes?[position] ?? 0)
            // Not this file's summary: that one changes as it is asked.
            let endings = makeEndings(RegionKey(file: region.file, range: tokens(of: region), isProperty: true,
                                                isPrivateToFile: false))
            while endings.scannedUpTo < endings.range.upperBound { scan(endings, untilNews: []) }
            let whole = endings.whole
            reading.regions.append(whole)
            if whole.endsAnyByCall { reading.endingAny.append(position) }
            if !whole.manyNameSets.isEmpty { reading.withManyNameSets.append(position) }
            for name in whole.namesEndedByHelpers { reading.endingThroughHelpers[name, default: []].append(position) }
            for hash in whole.mentions.nameHashes { reading.mentioning[hash, default: []].append(position) }
        }
        return reading
    }

    /// This file's judge of the mentions of a property in file `file`'s regions.
    private func mentionVerdicts(inFile file: Int) -> MentionVerdicts {
        if let known = verdictsByFile[file] { return known }
        let verdicts = MentionVerdicts(facts: facts(ofFile: file), isProperty: true)
        verdictsByFile[file] = verdicts
        return verdicts
    }

    /// The name a handler given by name goes by: a function, or a closure bound to a name.
    private func handlerName(_ begin: BeginCall) -> String? {
        switch begin.handler {
        case .function(let declaration):
            return declaration.name
        case .closure(let scope):
            return context.tree.scopes[scope].nameToken.map(context.tree.name)
        default:
            return nil
        }
    }

    /// Where the identifier can be used: the declaring body of a local, every body of the type
    /// (and its extensions, in any file) for a property, every file for a global. A region's
    /// tokens are looked up only when it is read (most never are).
    private func regions(of identifier: TaskIdentifier) -> Regions {
        switch identifier.home {
        case .local(let scope):
            return Regions(files: [context.facts.file], scopes: [scope])
        case .property(let typeName):
            // Listed once for the module: a type extended in thousands of files, each beginning
            // a task, listed every extension for every begin call.
            return context.index.shared("never-ended-type-regions", about: typeName) {
                let bodies = context.index.typeBodies(typeName)
                return Regions(files: bodies.map(\.file), scopes: bodies.map(\.scope))
            }
        case .global:
            // The index's own list, not a copy: a global may be mentioned in every file.
            return Regions(files: context.index.files(mentioning: identifier.name), scopes: nil)
        }
    }

    /// Where an identifier may be ended: scope `scopes[i]` (the whole file when `scopes` is nil)
    /// of file `files[i]`, files ascending.
    private struct Regions {
        var files: [Int]
        var scopes: [Int]?
    }

    /// The tokens of a region: a scope's body, or the whole file for scope 0.
    private func tokens(of region: (file: Int, scope: Int)) -> Range<Int> {
        let tree = context.index.tree(region.file)
        return region.scope == 0 ? 0..<tree.tokens.count : tree.scopes[region.scope].body
    }

    /// The tokens read for a local declared in `scope` of this file: the body of the function
    /// around it, or of the outermost closure or block around it below a type or the file, read
    /// once for every local declared in it. Read region by region, n closures nested in one
    /// another, each beginning a local of its own, read each closure's body again for each
    /// closure around it (4,096: 15 s, 2.4 GB). What is read there and not in the local's own
    /// body is left out of its answer; nothing between the two skips its contents on reading
    /// (a nested type or function would: reading stops at one).
    /// Each scope's answer is kept: n nested closures climb n scopes in all, not n².
    private func readingOfLocal(declaredIn scope: Int) -> Range<Int> {
        let scopes = context.tree.scopes
        var climbed: [Int] = []
        var outermost = scope
        while true {
            if let known = readingRoots[outermost] {
                outermost = known
                break
            }
            climbed.append(outermost)
            guard outermost > 0, scopes[outermost].kind != .function else { break }
            let parent = scopes[outermost].parent
            guard parent > 0, !scopes[parent].kind.isType else { break }
            outermost = parent
        }
        for scope in climbed { readingRoots[scope] = outermost }
        return tokens(of: (context.facts.file, outermost))
    }

    private func summary(_ key: RegionKey) -> RegionEndings {
        if let known = summaries[key] { return known }
        let endings = makeEndings(key)
        summaries[key] = endings
        return endings
    }

    private func facts(ofFile file: Int) -> CodeFacts {
        file == context.facts.file ? context.facts : CodeFacts(index: context.index, file: file)
    }

    private func makeEndings(_ key: RegionKey) -> RegionEndings {
        let facts = facts(ofFile: key.file)
        // A body's nested types are other types' code: a bare name there is their own member
        // (a nested type cannot reach the enclosing instance or a function's locals). Skipping
        // them reads each token of n nested types once, not once per enclosing type. A whole
        // file (a global's region) is read whole: a nested type can use a global.
        let skipsNestedTypes = key.range != 0..<facts.tree.tokens.count
        return RegionEndings(facts: facts, range: key.range, isProperty: key.isProperty,
                             isPrivateToFile: key.isPrivateToFile, skipsNestedTypes: skipsNestedTypes)
    }

    /// Reads the region on, up to and including the next token that may change the answer for
    /// `names` (a mention of one, or a call that ends or may end a task), so no call past the
    /// first ending is resolved. Each token is read once, whichever begin call asks.
    private func scan(_ endings: RegionEndings, untilNews names: [String]) {
        let tree = endings.facts.tree
        var token = endings.scannedUpTo
        defer { endings.scannedUpTo = token }
        while token < endings.range.upperBound {
            defer { token += 1 }
            if tree.tokens[token].kind == .leftBrace, let nested = tree.scope(openedBy: token) {
                if endings.skipsNestedTypes, case .type = tree.scopes[nested].kind {
                    token = tree.scopes[nested].close
                    continue
                }
                // A private helper nothing calls never runs: what it ends is no path's end.
                if case .function = tree.scopes[nested].kind, isUncalledEndingHelper(nested, in: endings.facts) {
                    token = tree.scopes[nested].close
                    continue
                }
            }
            guard tree.tokens[token].kind == .identifier else { continue }
            endings.mentions.append(token)
            if !tree.isWord(token - 1, .let), !tree.isWord(token - 1, .var), !tree.isWord(token - 1, .func) {
                endings.uses.append(token)
            }
            let recordedBefore = endings.recordedEndings
            if let call = tree.call(at: token) { record(call, in: endings) }
            if endings.recordedEndings != recordedBefore || names.contains(where: { tree.isIdentifier(token, spelling: $0) }) {
                return
            }
        }
    }

    /// Whether function scope `scope` of the region's file is a private helper that ends a task
    /// and that nothing calls (`ExpiryOnlyHelpers.isUncalledEndingHelper`), asked once per
    /// function: the answer depends on its file alone, so a module answer shared across files is
    /// the same whoever made it.
    private func isUncalledEndingHelper(_ scope: Int, in facts: CodeFacts) -> Bool {
        if let known = uncalledHelpers[facts.file]?[scope] { return known }
        let answer = ExpiryOnlyHelpers(facts: facts).isUncalledEndingHelper(scope)
        uncalledHelpers[facts.file, default: [:]][scope] = answer
        return answer
    }

    /// Files a call under the identifiers it ends: `self.endBackgroundTask()` (a helper named
    /// after the API) ends any; a helper whose body ends an identifier — the handler function
    /// itself, called on the normal path, included — ends that one.
    private func record(_ call: CallSite, in endings: RegionEndings) {
        let facts = endings.facts
        if facts.tree.isWord(call.name, "endBackgroundTask") {
            if call.arguments.isEmpty {
                endings.endsAny.append(call.name)
                endings.recordedEndings += 1
            }
            return
        }
        // A helper ends an identifier by `endBackgroundTask(id)` in its body, so only a function
        // of a file mentioning the APIs can. A call no such file may declare ends nothing, and
        // resolving it (parsing each file that may declare it) is skipped — unless resolving to
        // nothing would count: a method of self that may end a property (one others can see:
        // see `recordUnresolved`).
        guard context.index.apiFileMayDeclareFunction(facts.tree.name(call.name))
                || endings.isProperty && !endings.isPrivateToFile && isOnSelf(call, facts) else { return }
        // Calls that resolve alike share one answer, for the module: n files each calling a
        // method of a type name n types share (a nested `Worker` in each) read the n methods once.
        let inputs = ResolutionInputs(call, in: facts)
        let ended = context.index.summaries.endedByCall.value(for: inputs) {
            let declarations = facts.resolve(call, allowUniqueByName: false)
            return declarations.isEmpty ? nil : declarations.reduce(into: []) { $0.formUnion(endedNames($1.ref)) }
        }
        // What an unresolved call may end depends on its arguments: judged call by call.
        guard let ended else { return recordUnresolved(call, in: endings) }
        endings.recordHelperCall(call.name, ending: ended, resolvedAs: inputs)
        if !ended.isEmpty { endings.recordedEndings += 1 }
    }

    /// A method of self the analyzer cannot see (another file not analysed, a superclass) may
    /// end a property: benefit of the doubt. Unless no function of the file bears its name: then
    /// it is declared in another file or module, and cannot reach a property private to this one.
    private func recordUnresolved(_ call: CallSite, in endings: RegionEndings) {
        let facts = endings.facts
        guard endings.isProperty, isOnSelf(call, facts) else { return }
        if endings.isPrivateToFile, !context.index.declaresFunction(facts.tree.name(call.name), inFile: facts.file) {
            return
        }
        if facts.ending(of: call) != .no {
            endings.mayEndProperty.append(call.name)
            endings.recordedEndings += 1
        }
    }

    /// The names a helper's body ends on its normal path: not in the expiration handler of a
    /// begin call of its own, which runs only if that task expires (a function that calls
    /// itself on a retry path would otherwise end its own task by the handler's end).
    ///
    /// The answer is the module's (it depends on the trees and their begin calls alone), kept
    /// on the index: kept per linted file, n files each calling a helper that n files declare
    /// (a folder of unrelated programs, each with its `func f()`) read every declaring file again
    /// per calling file.
    private func endedNames(_ ref: DeclarationRef) -> Set<String> {
        if let known = endedNamesByDeclaration[ref] { return known }
        let names = context.index.shared("ended-names:\(ref.file):\(ref.scope)") { () -> Set<String> in
            let tree = context.index.tree(ref)
            let body = tree.scopes[ref.scope].body
            let ends = endTokens(ofFile: ref.file)
            var names: Set<String> = []
            for index in ends[ends.firstIndex(notBelow: body.lowerBound)..<ends.firstIndex(notBelow: body.upperBound)] {
                if let handler = innermostHandler(around: tree.scope(of: index), inFile: ref.file),
                   handler != ref.scope, tree.isScope(handler, within: ref.scope) { continue }
                guard let end = tree.call(at: index), let argument = end.arguments.first?.value else { continue }
                for token in argument where tree.isKind(token, .identifier) { names.insert(tree.name(token)) }
            }
            return names
        }
        endedNamesByDeclaration[ref] = names
        return names
    }

    /// The innermost expiration-handler closure at or around `scope`, if any. Each scope's
    /// answer is kept, so a file's scopes are climbed once however many ends ask.
    private func innermostHandler(around scope: Int, inFile file: Int) -> Int? {
        let handlers = context.index.handlerClosures(in: file)
        guard !handlers.isEmpty else { return nil }
        return context.index.tree(file).innermost(of: handlers, around: scope, climbed: &handlerAround[file, default: [:]])
    }

    /// The `endBackgroundTask` tokens of a file, ascending, found once: a helper's body is then
    /// searched by two binary searches, not read token by token (n nested local functions, each
    /// calling the next, made every body read all the bodies nested in it).
    private func endTokens(ofFile file: Int) -> [Int] {
        context.index.shared("end-tokens:\(file)") {
            let tree = context.index.tree(file)
            return tree.tokens.indices.filter { tree.isWord($0, "endBackgroundTask") }
        }
    }

    private func isOnSelf(_ call: CallSite, _ facts: CodeFacts) -> Bool {
        guard let receiver = call.receiver.last else { return true }
        return facts.isSelfAlias(receiver, around: facts.tree.scope(of: call.name))
    }
}

/// A handler's expiry-only helpers as read for one of its begin calls, and what a begin call
/// the reading holds for leaves out with them: the handler's braces and their bodies, merged.
private struct ExpiryOnlyReading {
    var reading: ExpiryOnlyHelpers.Reading
    var excluded: MergedRanges?
}

/// One region of one file, whether the identifier asked about is a property (self-method calls
/// and `self.name` then count), and whether that property is private to the begin call's file
/// (methods declared in no function of the file then do not).
private struct RegionKey: Hashable {
    var file: Int
    var range: Range<Int>
    var isProperty: Bool
    var isPrivateToFile: Bool
}

/// The places in one region that end or may end an identifier, each list in token order.
private final class RegionEndings {
    let facts: CodeFacts
    let range: Range<Int>
    let isProperty: Bool
    let isPrivateToFile: Bool
    /// Whether reading passes over the types declared in the region (see `NormalPathEndings.summary`).
    let skipsNestedTypes: Bool
    /// The region is read up to here (see `NormalPathEndings.scan`).
    var scannedUpTo: Int
    /// Calls of a helper named after the API (`endBackgroundTask()`): they end any identifier.
    var endsAny: [Int] = []
    /// Calls of self methods the analyzer cannot see into that may end a property.
    var mayEndProperty: [Int] = []
    /// How many calls were recorded as ending: a reader stops when this changes.
    var recordedEndings = 0
    /// Calls of helpers whose bodies end the identifier named (a few names a call).
    private var helperEnds: [String: [Int]] = [:]
    /// Calls of helpers that end many names (a call resolving to many helpers: `work()` in a
    /// folder of unrelated programs, each declaring its own), by the names they end: each set
    /// of names kept once for the calls resolving alike, with those calls in token order, and
    /// asked whether it holds the names the region is asked about. Filed under each of its
    /// names, n files calling a `work()` that n programs declare, each ending its own global,
    /// filed n² entries.
    private var manyNameSets: [(ended: Set<String>, calls: [Int])] = []
    private var manyNameSetNumbers: [ResolutionInputs: Int] = [:]
    /// Per name asked: the sets of `manyNameSets` that hold it, and how many sets were asked
    /// (worked out on request, for the sets met since, as `endingMentions`).
    private var manyNameSetsHoldingName: [String: (checked: Int, holding: [Int])] = [:]
    /// From this many names on, a call's names are kept as one set (`manyNameSets`). Below it
    /// (nearly every helper ends one identifier or two) a call is filed under each name, so a
    /// region calling a few-name helper thousands of times costs no set question per name asked.
    private static let namesFiledOneByOne = 8
    /// Every identifier token, by name.
    var mentions: TokensByName
    /// Identifier tokens not being declared (`let`, `var`, `func` before them), by name.
    var uses: TokensByName
    /// Mentions that end or hand out the identifier named, and how many of its mentions that
    /// covers: worked out on request, for the mentions read since.
    private var endingMentions: [String: (checked: Int, ending: [Int])] = [:]
    private let verdicts: MentionVerdicts

    init(facts: CodeFacts, range: Range<Int>, isProperty: Bool, isPrivateToFile: Bool, skipsNestedTypes: Bool) {
        self.facts = facts
        self.range = range
        self.isProperty = isProperty
        self.isPrivateToFile = isPrivateToFile
        self.skipsNestedTypes = skipsNestedTypes
        scannedUpTo = range.lowerBound
        mentions = TokensByName(facts.tree)
        uses = TokensByName(facts.tree)
        verdicts = MentionVerdicts(facts: facts, isProperty: isProperty)
    }

    /// What the region, read whole, holds (see `WholeRegion`).
    var whole: WholeRegion {
        WholeRegion(endsAnyByCall: !endsAny.isEmpty || !mayEndProperty.isEmpty, namesEndedByHelpers: Set(helperEnds.keys),
                    manyNameSets: manyNameSets.map(\.ended), mentions: mentions, uses: uses)
    }

    /// Files the call (by its name token) of a helper ending `ended`; calls resolving alike
    /// (`inputs`) end the same names.
    func recordHelperCall(_ call: Int, ending ended: Set<String>, resolvedAs inputs: ResolutionInputs) {
        guard ended.count >= RegionEndings.namesFiledOneByOne else {
            for name in ended { helperEnds[name, default: []].append(call) }
            return
        }
        if let set = manyNameSetNumbers[inputs] {
            manyNameSets[set].calls.append(call)
        } else {
            manyNameSetNumbers[inputs] = manyNameSets.count
            manyNameSets.append((ended, [call]))
        }
    }

    /// Whether what is read so far ends `name` outside the excluded ranges, or uses the
    /// handler's name (the handler's own code, run or handed out on the normal path too).
    /// (The same `name`, `handlerName` and exclusions are asked again as reading goes on.)
    func hasEnding(of name: String, handlerName: String?, outside excluded: Exclusions,
                   handlerOutside handlerExcluded: Exclusions) -> Bool {
        if let handlerName, handlerExcluded.hasPosition(uses[handlerName], outside: .handlerUses) { return true }
        return excluded.hasPosition(endsAny, outside: .endsAny)
            || excluded.hasPosition(mayEndProperty, outside: .mayEndProperty)
            || excluded.hasPosition(helperEnds[name, default: []], outside: .helperEnds)
            || manyNameSetsHolding(name).contains { set in
                excluded.hasPosition(manyNameSets[set].calls, outside: .manyNameHelperCalls(set: set))
            }
            || excluded.hasPosition(endsOrEscapes(name), outside: .endsOrEscapes)
    }

    private func manyNameSetsHolding(_ name: String) -> [Int] {
        if let known = manyNameSetsHoldingName[name], known.checked == manyNameSets.count { return known.holding }
        // Taken out while it grows, as in `endsOrEscapes(_:)`.
        var known = manyNameSetsHoldingName.removeValue(forKey: name) ?? (0, [])
        known.holding += (known.checked..<manyNameSets.count).filter { manyNameSets[$0].ended.contains(name) }
        known.checked = manyNameSets.count
        manyNameSetsHoldingName[name] = known
        return known.holding
    }

    private func endsOrEscapes(_ name: String) -> [Int] {
        let all = mentions[name]
        guard let known = endingMentions[name], known.checked == all.count else {
            // Taken out while it grows: a copy still in the table would make each append copy
            // the whole list (quadratic when every begin call asks about the same identifier).
            var known = endingMentions.removeValue(forKey: name) ?? (0, [])
            known.ending += all[known.checked...].filter(verdicts.endsOrEscapes)
            known.checked = all.count
            endingMentions[name] = known
            return known.ending
        }
        return known.ending
    }
}

/// What a region read whole ends or mentions, without what reading it took: its file's
/// `CodeFacts` hold the module index, and an index answer holding them would hold the index
/// itself, never to be freed.
private struct WholeRegion {
    /// Whether a call ends any identifier (`endBackgroundTask()`), or may end a property (a self
    /// method the analyzer cannot see into).
    let endsAnyByCall: Bool
    /// The names that calls of helpers end, but for those ending many names.
    let namesEndedByHelpers: Set<String>
    /// The names of calls of helpers ending many names, a set per group of calls (see
    /// `RegionEndings.manyNameSets`).
    let manyNameSets: [Set<String>]
    let mentions: TokensByName
    let uses: TokensByName

    /// Whether the region ends `name` or uses the handler's name anywhere: what
    /// `RegionEndings.hasEnding` answers when nothing is left out. It changes nothing, so a
    /// region read for the module answers every thread, each judging with `verdicts` of its own.
    func ends(_ name: String, handlerName: String?, judgedBy verdicts: MentionVerdicts) -> Bool {
        if let handlerName, !uses[handlerName].isEmpty { return true }
        return endsAnyByCall || namesEndedByHelpers.contains(name) || manyNameSets.contains { $0.contains(name) }
            || mentions[name].contains(where: verdicts.endsOrEscapes)
    }
}

/// Whether a mention of an identifier ends it or hands it to code that might, judged in one
/// file (the calls it is handed to resolved once each).
final class MentionVerdicts {
    let facts: CodeFacts
    let isProperty: Bool
    /// Per call holding mentions (by its name token): whether it may end what it is handed, and
    /// what may keep its arguments. Worked out once for all the mentions it holds: a call logging
    /// the identifier thousands of times resolved itself again for each.
    private var handedTo: [Int: (mayEnd: Bool, keeping: ArgumentKeeping?)] = [:]

    init(facts: CodeFacts, isProperty: Bool) {
        self.facts = facts
        self.isProperty = isProperty
    }

    /// `LogFlusher.flushTask` in LogFlusher's own code: its static property, which that code
    /// also names bare (`Self.flushTask` is a self alias already).
    private func namesOwnType(_ receiver: Int) -> Bool {
        let tree = facts.tree
        guard tree.isKind(receiver, .identifier), !tree.isKind(receiver - 1, .period),
              let typeName = tree.typeName(enclosing: tree.scope(of: receiver)) else { return false }
        return typeName.hasLastPart(tree.name(receiver))
    }

    /// Whether this mention of the identifier ends it or hands it to code that might: an argument
    /// of `endBackgroundTask` or of anything that may end a task, a `return`, a copy. Declarations,
    /// assignments to it, comparisons and arguments of code known not to end tasks do not count.
    func endsOrEscapes(_ token: Int) -> Bool {
        let tree = facts.tree
        var valueStart = token
        if tree.isKind(token - 1, .period) {
            // `self.taskID` is the property, and so is a key path to it (`\.taskID`,
            // `\Uploader.taskID`); `other.taskID` and `.taskID` are something else.
            let isKeyPath = tree.isKind(token - 2, .backslash)
                || (tree.isKind(token - 2, .identifier) && tree.isKind(token - 3, .backslash))
            // `self?.taskID` and `self!.taskID` are the property too.
            let isChained = tree.isToken(token - 2, .operator, "?") || tree.isToken(token - 2, .operator, "!")
            let receiver = isChained ? token - 3 : token - 2
            guard isProperty, receiver >= 0,
                  isKeyPath || facts.isSelfAlias(tree.text(receiver), around: tree.scope(of: token))
                    || namesOwnType(receiver) else {
                return false
            }
            valueStart = receiver
        }
        // Shown in a string, whatever the string is handed to (`log("began \(self.taskID)")`):
        // only read, the value itself or its `rawValue`.
        let valueEnd = tree.isKind(token + 1, .period) && tree.isWord(token + 2, "rawValue") ? token + 2 : token
        if tree.isKind(valueStart - 1, .interpolationOpen), tree.isKind(valueEnd + 1, .interpolationClose) { return false }
        if tree.isWord(token - 1, .var) || tree.isWord(token - 1, .let) { return false }
        if tree.isToken(token + 1, .operator, "=") { return false }
        for neighbour in [token - 1, token + 1] where tree.isKind(neighbour, .operator) {
            let text = tree.text(neighbour)
            if text == "==" || text == "!=" { return false }
        }
        guard let call = tree.call(enclosing: token) else { return true }
        if tree.isWord(call.name, "endBackgroundTask") { return true }
        // `Optional(id).map(UIApplication.shared.endBackgroundTask)`: ended by a call on the value
        // made from it.
        if tree.isKind(call.end, .period), let chained = tree.call(at: call.end + 1), facts.ending(of: chained) != .no {
            return true
        }
        // `continuation.resume(returning: id)` hands it to the awaiting caller, as `return id` does.
        if tree.isWord(call.name, "resume"), call.argument("returning")?.contains(token) == true { return true }
        // Code the analyzer cannot see into that is handed the identifier may end it, and so
        // may whatever reads it back from where a call keeps it (`holder.store(id)`).
        let verdict = handedTo[call.name] ?? {
            let mayEnd = facts.ending(of: call) != .no || facts.isOpaque(call)
            let made = (mayEnd: mayEnd, keeping: mayEnd ? nil : facts.keeping(by: call))
            handedTo[call.name] = made
            return made
        }()
        if verdict.mayEnd { return true }
        guard let keeping = verdict.keeping, let position = call.argumentPosition(holding: token) else { return false }
        return facts.mayKeep(argumentAt: position, keeping)
    }
}

/// The token ranges one question about a region leaves out (the handler, what runs before the
/// begin call, the helpers that run only on expiry), sorted and merged once, and how far each
/// list of the region's positions is known to lie inside them. The lists only grow while the
/// region is read, and a position inside a range skips the list to the range's end: asking the
/// whole list against every range again after each mention read made a handler calling
/// thousands of expiry-only helpers, beside thousands of mentions, quadratic.
final class Exclusions {
    enum List: Hashable {
        case handlerUses, endsAny, mayEndProperty, helperEnds, endsOrEscapes
        /// The calls of one of a region's sets of many names (`RegionEndings.manyNameSets`).
        case manyNameHelperCalls(set: Int)
    }

    private let merged: MergedRanges
    /// Ranges of this question only, beside `merged` (shared by many): one or two, looked at directly.
    private let extra: [Range<Int>]
    private var insideUpTo: [List: Int] = [:]

    init(_ excluded: [Range<Int>]) {
        merged = MergedRanges(excluded)
        extra = []
    }

    /// `merged` and `extra` together. A handler's code is the same for every begin call sharing
    /// it; what runs before the call, and the call, are the call's own.
    init(_ merged: MergedRanges, adding extra: [Range<Int>]) {
        self.merged = merged
        self.extra = extra.filter { !$0.isEmpty }
    }

    /// Whether the ascending `positions` (list `list`) have one outside every range.
    func hasPosition(_ positions: [Int], outside list: List) -> Bool {
        var index = insideUpTo[list] ?? 0
        defer { insideUpTo[list] = index }
        while index < positions.count {
            guard let range = range(holding: positions[index]) else { return true }
            index = positions.firstIndex(notBelow: range.upperBound)
        }
        return false
    }

    /// A range holding `position`. (Not merged with `extra`, it may end where one of those goes
    /// on: the next position is then found in that one, and the answer is the same.)
    private func range(holding position: Int) -> Range<Int>? {
        merged.range(holding: position) ?? extra.first { $0.contains(position) }
    }
}
