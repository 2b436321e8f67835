/// The handler should not hold `self` strongly (guide, point 5).
public struct StrongSelfInExpirationHandler: Rule {
    public static let metadata = RuleMetadata(
        id: "strong-self-in-expiration-handler",
        severity: .warning,
        summary: "the expiration handler captures 'self' strongly",
        rationale: """
            The guide: "Avoid retain cycles: the handler captures self; when the identifier is a property \
            of the same object this can form a cycle. Use [weak self] or store the identifier separately."
            """,
        triggering: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask {
                        self.finish()
                    }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        passing: """
            final class Uploader {
                private var taskID: UIBackgroundTaskIdentifier = .invalid

                func start() {
                    taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
                        guard let self else { return }
                        self.finish()
                    }
                }

                func finish() {
                    UIApplication.shared.endBackgroundTask(taskID)
                    taskID = .invalid
                }
            }
            """,
        limits: """
            Only closure handlers inside a class or actor (or an extension of a type not declared as a \
            struct or enum) are checked: value types cannot form the cycle. The begin call's identifier \
            must end up in a property of the object — assigned to one (`taskID = begin…`, \
            `self.tasks[key] = begin…`, a superclass's), or kept in a local that is then stored whole in \
            one (`self.ids[key] = id`): the cycle the guide describes. An identifier kept in a local, a \
            global or another object (`self.tracker.taskID` too), or returned, is the guide's "store the identifier separately", and \
            is not reported; nor is one wrapped in another value first. In an extension of \
            `UIApplication`, in a type that adopts `UIApplicationDelegate` or `UIWindowSceneDelegate` (or \
            is marked `@main` or `@UIApplicationMain`, or subclasses `FlutterAppDelegate`, `RCTAppDelegate` \
            or `ExpoAppDelegate`, or a class of the module that does), \
            in a singleton (a `static let` holds an instance of the type, and all its initializers are \
            private or fileprivate, or none is public, open or package and nothing else in the module constructs \
            it), `self` lives as long as the process (or its scene), so a cycle through it leaks nothing: \
            not reported. An object the application's delegate keeps for the whole run (`let uploader = \
            Uploader()`) lives as long, but is still reported: telling it would mean reading every file \
            that names its type. A handler \
            given as a method reference is not reported, nor is a `self` whose member the handler's capture \
            list copies (`[previous = self.taskID]`: the copy is made with the closure, which holds \
            only the copy; `[self]` and `[strong = self]` are strong captures). A nested closure that captures `[weak self]` \
            itself is not counted, and neither is a handler written inside a closure that captures \
            `[weak self]` (its `self` is that weak reference) unless `self` is made strong again on the \
            way (`guard let self`).
            """
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let tree = context.tree
        var strongSelves = StrongSelves(tree: tree)
        var keptOnSelf = IdentifiersKeptOnSelf(context)
        return context.beginCalls.compactMap { begin in
            guard case .closure(let scope) = begin.handler, isClassOrActor(scope, context),
                  !isStaticMember(strongSelves.enclosingFunction(of: scope), tree),
                  !strongSelves.isWeakInClosuresOpenedIn(tree.scopes[scope].parent) else { return nil }
            // Only a strong `self` found asks whether the object lives as long as the process:
            // that looks at every file naming the type.
            guard let token = strongSelves.first(in: scope), let typeName = context.tree.typeName(enclosing: scope),
                  keptOnSelf.keepsIdentifier(of: begin, in: typeName),
                  !livesAsLongAsTheProcess(typeName, context) else { return nil }
            return context.diagnostic(
                Self.metadata, at: token,
                "expiration handler captures 'self' strongly; capture '[weak self]' (or '[unowned self]') to avoid a retain cycle")
        }
    }

    /// Classes and actors can form the cycle; so can an extension of a type the run does not
    /// declare — except `UIApplication`, which lives as long as the process (as do the objects
    /// `livesAsLongAsTheProcess` finds): a cycle through it leaks nothing.
    private func isClassOrActor(_ scope: Int, _ context: RuleContext) -> Bool {
        guard let typeName = context.tree.typeName(enclosing: scope), typeName.text != "UIApplication" else { return false }
        // Written in the type's own declaration, the declaration says: another type of the name
        // (a `struct BookService` nested in an extension of `Notification.Name`) is not this one.
        if let type = context.tree.enclosingType(of: scope), case .type(let kind) = context.tree.scopes[type].kind,
           kind != .extension {
            return kind == .class || kind == .actor
        }
        switch context.index.kind(ofType: typeName) {
        case .class, .actor, nil: return true
        default: return false
        }
    }

    /// Whether every instance of the type lives as long as the process: the application's
    /// delegate, or a singleton. (A type made only as a stored property of one of those lives as
    /// long; telling it would mean reading every file that names the type, for each type a strong
    /// `self` is found in: left, as the rule's limits say.)
    private func livesAsLongAsTheProcess(_ typeName: TypeName, _ context: RuleContext) -> Bool {
        isApplicationDelegate(typeName, context) || isSingleton(typeName, context)
    }

    private func hasPublicInitializer(_ typeName: TypeName, _ context: RuleContext) -> Bool {
        context.index.functions(named: "init", in: typeName).contains { declaration in
            let tree = context.index.tree(declaration.ref)
            guard let header = tree.scopes[declaration.ref.scope].headerStart else { return true }
            // `package` too: other modules of the package can make instances (SE-0386).
            // Past the longest walk: taken as not public (the type may then be a singleton: silence).
            return Self.modifiers(before: header, tree)?.contains {
                tree.isWord($0, .public) || tree.isWord($0, .open) || tree.isWord($0, "package")
            } ?? false
        }
    }

    /// Whether the type adopts `UIApplicationDelegate` (or a scene's delegate protocol: the
    /// scene's delegate lives as long as its scene, for most apps the process), answered once per
    /// type for the module:
    /// a type extended in thousands of files, each with a handler, made every file read every
    /// extension's header.
    private func isApplicationDelegate(_ typeName: TypeName, _ context: RuleContext) -> Bool {
        context.index.shared("application-delegate", about: typeName) { () -> Bool in
            // Its own declarations, then the supertypes the module declares (`AppDelegate:
            // BaseAppDelegate`, the base adopting the protocol).
            adoptsApplicationDelegate(typeName, context)
                || context.index.supertypes(of: typeName).contains { adoptsApplicationDelegate($0, context) }
        }
    }

    /// Whether a declaration or extension of the type names one of `delegateProtocols` between
    /// its name and its `{`, or is the program's entry point (`@main`, `@UIApplicationMain`: only
    /// the application's delegate, or the app, is).
    private func adoptsApplicationDelegate(_ typeName: TypeName, _ context: RuleContext) -> Bool {
        context.index.typeBodies(typeName).contains { body in
            let tree = context.index.tree(body)
            let scope = tree.scopes[body.scope]
            guard let name = scope.nameToken else { return false }
            if let header = scope.headerStart,
               DeclarationModifiers(before: header, in: tree).attributes.contains(where: Self.entryPointAttributes.contains) {
                return true
            }
            return (name..<scope.open).contains {
                tree.isKind($0, .identifier) && Self.delegateProtocols.contains(tree.name($0))
            }
        }
    }

    /// The delegate protocols, and the application delegates of cross-platform frameworks that
    /// an app's delegate subclasses (Flutter's, React Native's, Expo's), which adopt the protocol.
    private static let delegateProtocols: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
        "FlutterAppDelegate", "RCTAppDelegate", "ExpoAppDelegate",
    ]

    private static let entryPointAttributes: Set<String> = ["@main", "@UIApplicationMain"]

    /// Whether the type is a singleton: a `static let` holds an instance of it
    /// (`static let shared = Manager()`), and no other instance can be made — every initializer
    /// it declares is private or fileprivate, or none is public, open or package (the module is
    /// all that can call them) and nothing else in the module constructs it. Answered once per
    /// type for the module.
    private func isSingleton(_ typeName: TypeName, _ context: RuleContext) -> Bool {
        context.index.shared("singleton", about: typeName) { () -> Bool in
            let initializers = context.index.functions(named: "init", in: typeName)
            let allPrivate = initializers.allSatisfy { declaration in
                let tree = context.index.tree(declaration.ref)
                guard let header = tree.scopes[declaration.ref.scope].headerStart else { return false }
                // Past the longest walk: taken as private, the side on which the rule is silent.
                return Self.modifiers(before: header, tree)?.contains {
                    tree.isWord($0, .private) || tree.isWord($0, .fileprivate)
                } ?? true
            }
            // A set: a type with thousands of `static let` instances matched each construction
            // against every one.
            let instances = Set(context.index.typeBodies(typeName).flatMap { body in
                ownInstances(body, typeName: typeName, context.index.tree(body)).map { DeclarationRef(file: body.file, scope: $0) }
            })
            guard !instances.isEmpty else { return false }
            if !initializers.isEmpty, allPrivate { return true }
            return !hasPublicInitializer(typeName, context) && constructions(of: typeName, context).allSatisfy { construction in
                instances.contains(DeclarationRef(file: construction.file, scope: construction.token))
            }
        }
    }

    /// Every `TypeName(…)` and `TypeName.init(…)` in the module, by file and the type name's token.
    /// The type name's tokens are looked up, not every token read: a module of thousands of
    /// singletons asks about each.
    private func constructions(of typeName: TypeName, _ context: RuleContext) -> [(file: Int, token: Int)] {
        context.index.files(mentioning: typeName.text).flatMap { file in
            let tree = context.index.tree(file)
            return tree.identifiers(spelling: typeName.text).filter { index in
                !tree.isKind(index - 1, .period)
                    && (tree.isKind(index + 1, .leftParen)
                        || tree.isKind(index + 1, .period) && tree.isWord(index + 2, .`init`))
            }.map { (file: file, token: $0) }
        }
    }

    /// The instances a type body holds in its own `static let` members: the construction after
    /// the `=` — `TypeName(…)`, `TypeName.init(…)`, `Self(…)`, `.init(…)` under a type annotation
    /// naming the type (`static let shared: Manager = .init()`), or every construction in a
    /// closure called right there (`static let shared: Manager = { let m = Manager(); …; return m }()`).
    private func ownInstances(_ body: DeclarationRef, typeName: TypeName, _ tree: SyntaxTree) -> [Int] {
        let scope = tree.scopes[body.scope]
        var found: [Int] = []
        for index in scope.open..<scope.close where tree.isWord(index, .static) && tree.isWord(index + 1, .let)
            && tree.scope(of: index) == body.scope {
            var cursor = index + 2
            var annotatesType = false
            while cursor < scope.close, !tree.tokens[cursor].newlineBefore, !tree.isToken(cursor, .operator, "=") {
                if tree.isKind(cursor - 1, .colon), names(typeName, at: cursor, tree) { annotatesType = true }
                cursor += 1
            }
            guard tree.isToken(cursor, .operator, "=") else { continue }
            let value = cursor + 1
            if isConstruction(of: typeName, at: value, tree) {
                found.append(value)
            } else if annotatesType, tree.isKind(value, .period), tree.isWord(value + 1, .`init`), tree.isKind(value + 2, .leftParen) {
                found.append(value)
            } else if tree.isKind(value, .leftBrace), let close = tree.match(value), tree.isKind(close + 1, .leftParen),
                      tree.isKind(close + 2, .rightParen) {
                found += (value + 1..<close).filter { isConstruction(of: typeName, at: $0, tree) }
            }
        }
        return found
    }

    /// Whether token `index` names the type (or is `Self`).
    private func names(_ typeName: TypeName, at index: Int, _ tree: SyntaxTree) -> Bool {
        tree.isWord(index, .Self) || tree.isKind(index, .identifier) && tree.name(index) == typeName.text
    }

    /// Whether token `index` starts `TypeName(…)`, `TypeName.init(…)` or `Self(…)`.
    private func isConstruction(of typeName: TypeName, at index: Int, _ tree: SyntaxTree) -> Bool {
        guard names(typeName, at: index, tree), !tree.isKind(index - 1, .period) else { return false }
        return tree.isKind(index + 1, .leftParen)
            || tree.isKind(index + 1, .period) && tree.isWord(index + 2, .`init`) && tree.isKind(index + 3, .leftParen)
    }

    /// In a `static func` / `class func`, `self` is the type: nothing to leak.
    private func isStaticMember(_ function: Int?, _ tree: SyntaxTree) -> Bool {
        guard let function, let header = tree.scopes[function].headerStart else { return false }
        // Past the longest walk: taken as static (no instance to retain), the silent side.
        return Self.modifiers(before: header, tree)?.contains { tree.isWord($0, .static) || tree.isWord($0, .class) } ?? true
    }

    /// The modifiers of the declaration whose keyword is at `header`: the words and attributes
    /// before it on the same line (`public static func`, `override private init`). Nil past
    /// `DeclarationModifiers.longestWalk` of them, which no compiler takes (modifiers may not
    /// repeat): each begin call of a function behind thousands of attributes read them all.
    private static func modifiers(before header: Int, _ tree: SyntaxTree) -> [Int]? {
        var found: [Int] = []
        var index = header - 1
        while index >= 0, !tree.tokens[index + 1].newlineBefore,
              [.keyword, .identifier, .attribute].contains(tree.tokens[index].kind) {
            guard found.count < DeclarationModifiers.longestWalk else { return nil }
            found.append(index)
            index -= 1
        }
        return found
    }
}

/// The first `self` each closure holds strongly, remembered for every closure and block a scan
/// passes through: handlers nested in handlers are then scanned once in all, not once per level.
private struct StrongSelves {
    let tree: SyntaxTree
    /// Scopes scanned: their first strong `self`, or nil for none.
    private var known: [Int: Int?] = [:]
    /// Scopes climbed from: the innermost function around them, or nil for none.
    private var functions: [Int: Int?] = [:]
    /// Scopes climbed from: whether `self` in closures opened in them is a weak capture.
    private var weakInside: [Int: Bool] = [:]

    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The first `self` the closure holds strongly; nil when it captures `self` weakly.
    /// Nested declarations, and nested closures that capture `self` weakly themselves, are skipped.
    mutating func first(in scope: Int) -> Int? {
        if let answer = known[scope] { return answer }
        let handler = tree.scopes[scope]
        let signature = tree.closureSignature(brace: handler.open)
        guard !tree.capturesSelfWeakly(signature) else {
            known[scope] = .some(nil)
            return nil
        }
        // `[previous = self.taskID]` copies the member when the closure is made: the closure
        // holds the copy, not `self` (`[self]` and `[strong = self]` do hold it).
        let captureList = signature.captureList.map { $0.lowerBound..<$0.upperBound } ?? 0..<0
        // One pass over the tokens. The scopes entered and not yet closed, none holding a
        // `self` so far: the first `self` found is the first of each of them.
        var entered = [scope]
        var index = handler.open + 1
        while index < handler.close {
            while entered.count > 1, index >= tree.scopes[entered[entered.count - 1]].close {
                known[entered.removeLast()] = .some(nil)
            }
            if let nested = tree.scope(openedBy: index) {
                // A nested closure's capture list is evaluated where the closure is made: a `self`
                // in it is held by the scopes around, whatever the closure answers for itself (to
                // which its own `[copy = self.member]` is no capture of `self`).
                if let held = selfInCaptureList(of: nested) { return remember(held, for: entered) }
                if let answer = known[nested] {
                    guard let token = answer else {
                        index = tree.scopes[nested].close + 1
                        continue
                    }
                    return remember(token, for: entered)
                }
                if isOpaqueToSelf(nested) {
                    // A nested declaration has its own `self`; a weak closure answers nil.
                    if tree.scopes[nested].kind == .closure { known[nested] = .some(nil) }
                    index = tree.scopes[nested].close + 1
                    continue
                }
                entered.append(nested)
            }
            if tree.tokens[index].kind == .keyword, tree.isWord(index, .self),
               !(captureList.contains(index) && tree.isKind(index + 1, .period)) {
                return remember(index, for: entered)
            }
            index += 1
        }
        for open in entered { known[open] = .some(nil) }
        return nil
    }

    /// Whether `self` in a closure opened in `scope` is a weak (or unowned) capture of a closure
    /// around it: a closure at or around `scope`, short of a function or type, captures
    /// `[weak self]`, and no scope on the way rebinds `self` (`guard let self`), which makes it
    /// strong again. `self?.expire()` in a handler nested in a `queue.sync { [weak self] in … }`
    /// holds the outer closure's weak reference. Each scope is climbed from once.
    mutating func isWeakInClosuresOpenedIn(_ scope: Int) -> Bool {
        var climbed: [Int] = []
        var current = scope
        var answer = false
        while current >= 0 {
            if let known = weakInside[current] { answer = known; break }
            let kind = tree.scopes[current].kind
            if kind == .function || kind.isType || rebindingScopes.contains(current) { break }
            if kind == .closure, tree.capturesSelfWeakly(tree.closureSignature(brace: tree.scopes[current].open)) {
                answer = true
                break
            }
            climbed.append(current)
            current = tree.scopes[current].parent
        }
        for scope in climbed { weakInside[scope] = answer }
        return answer
    }

    /// Scopes holding a `let self` or `var self` (`guard let self`, `if let self = self`),
    /// found in one pass over the file when first needed.
    private lazy var rebindingScopes: Set<Int> = {
        Set(tree.tokens.indices.dropFirst().filter { index in
            let binder = tree.tokens[index - 1].word
            return tree.tokens[index].word == .self && (binder == .let || binder == .var)
        }.map(tree.scope(of:)))
    }()

    /// The innermost function at or around `scope`. Each scope is climbed from once: handlers
    /// nested in handlers would otherwise each climb every level above them.
    mutating func enclosingFunction(of scope: Int) -> Int? {
        var climbed: [Int] = []
        var current = scope
        var answer: Int?
        while current >= 0 {
            if let known = functions[current] { answer = known; break }
            if tree.scopes[current].kind == .function { answer = current; break }
            climbed.append(current)
            current = tree.scopes[current].parent
        }
        for scope in climbed { functions[scope] = .some(answer) }
        return answer
    }

    private mutating func remember(_ token: Int, for scopes: [Int]) -> Int {
        for scope in scopes { known[scope] = token }
        return token
    }

    /// The first `self` in the capture list of closure `scope`, unless the list holds `self`
    /// weakly (such a closure is left out whole: `isOpaqueToSelf`).
    private func selfInCaptureList(of scope: Int) -> Int? {
        guard tree.scopes[scope].kind == .closure else { return nil }
        let signature = tree.closureSignature(brace: tree.scopes[scope].open)
        guard let list = signature.captureList, !tree.capturesSelfWeakly(signature) else { return nil }
        return list.first { tree.tokens[$0].kind == .keyword && tree.isWord($0, .self) }
    }

    /// A nested declaration has its own `self`; a nested closure with `[weak self]` holds it weakly.
    private func isOpaqueToSelf(_ scope: Int) -> Bool {
        let nested = tree.scopes[scope]
        switch nested.kind {
        case .function, .type: return true
        case .closure: return tree.capturesSelfWeakly(tree.closureSignature(brace: nested.open))
        default: return false
        }
    }
}
