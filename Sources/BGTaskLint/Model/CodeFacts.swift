/// Whether code ends a background task. `unknown` means it calls something the analyzer
/// cannot see into (a method declared outside the run, a closure parameter, a wrapper): rules
/// treat it as "may end" and stay silent.
public enum Ending: Sendable {
    case ends, unknown, no

    static func combine(_ values: some Sequence<Ending>) -> Ending {
        var sawUnknown = false
        for value in values {
            if value == .ends { return .ends }
            if value == .unknown { sawUnknown = true }
        }
        return sawUnknown ? .unknown : .no
    }
}

/// One place that does long or blocking work, and what kind of work it is.
public struct LongWork: Sendable {
    /// Where it happens, in the body that was scanned: the offending call, or the call of a helper.
    public var file: Int
    public var token: Int
    /// What it does, e.g. "starts a network request ('dataTask')".
    public var description: String
    /// For work done inside a helper: the helper's name and where inside it the work is.
    public var helper: String?
    public var origin: (file: Int, token: Int)?
}

/// Facts about the code around a token, shared by the rules: which calls a body makes, where
/// they resolve, whether they end a task and whether they do long work.
public struct CodeFacts {
    public let index: ModuleIndex
    public let file: Int
    /// The file's tree, fetched once: the hot loops below read it per token.
    public let tree: SyntaxTree

    public init(index: ModuleIndex, file: Int) {
        self.index = index
        self.file = file
        tree = index.tree(file)
    }

    /// A call that may reach more functions than this is not followed into them, and gets the
    /// answer that keeps the rules silent (it may end the task, keep what it is handed, run
    /// elsewhere): real code overloads a name a few times, and a file declaring one type
    /// hundreds of times (which no compiler takes; a concatenated file) made every call weigh
    /// every copy, quadratically.
    static let followedDeclarations = 64

    // MARK: - Calls in a body

    /// Every call inside `scope`'s body, nested closures and blocks included, nested function
    /// and type declarations excluded (declaring code does not run it), and the nested scopes in
    /// `skipped` excluded too.
    public func calls(in scopeIndex: Int, from start: Int? = nil, skipping skipped: Set<Int> = []) -> [CallSite] {
        calls(in: scopeIndex, from: start, skipping: skipped, enteringClosures: true).calls
    }

    /// The calls a closure makes itself: those of its body and blocks, not of the closures
    /// nested in it (each of those is looked at on its own, so nested closures cost each only
    /// its own tokens), and whether it has nested closures.
    func directCalls(in closure: Int) -> (calls: [CallSite], hasNestedClosures: Bool) {
        let found = calls(in: closure, from: nil, skipping: [], enteringClosures: false)
        return (found.calls, found.skippedClosure)
    }

    private func calls(in scopeIndex: Int, from start: Int?, skipping skipped: Set<Int>,
                       enteringClosures: Bool) -> (calls: [CallSite], skippedClosure: Bool) {
        let tree = self.tree
        var skippedClosure = false
        let scope = tree.scopes[scopeIndex]
        var result: [CallSite] = []
        var index = start ?? scope.body.lowerBound
        // A start inside a nested declaration skips to its end once; after that, declarations
        // are skipped as their `{` comes by, so no token climbs the scope chain.
        let startScope = index < tree.tokens.count ? tree.scope(of: index) : scopeIndex
        if startScope != scopeIndex, let declaration = outermostDeclaration(containing: startScope, below: scopeIndex) {
            index = tree.scopes[declaration].close + 1
        }
        while index < scope.body.upperBound {
            if tree.tokens[index].kind == .leftBrace, let nested = tree.scope(openedBy: index) {
                switch tree.scopes[nested].kind {
                case .function, .type:
                    index = max(index + 1, tree.scopes[nested].close + 1)
                    continue
                case .closure where !enteringClosures:
                    skippedClosure = true
                    index = max(index + 1, tree.scopes[nested].close + 1)
                    continue
                default:
                    if skipped.contains(nested) {
                        index = max(index + 1, tree.scopes[nested].close + 1)
                        continue
                    }
                }
            }
            if let next = index + 1 < tree.tokens.count ? tree.tokens[index + 1].kind : nil,
               next == .leftParen || next == .leftBrace || next == .operator,
               let call = tree.call(at: index) {
                result.append(call)
            }
            index += 1
        }
        return (result, skippedClosure)
    }

    /// The calls that run when an expiration handler (the body of `scope`) runs: its calls,
    /// without the handlers of the begin calls nested in it, which run only if that other task
    /// expires. The handler rules scan each handler this way, so begin calls nested in each
    /// other's handlers cost each handler its own level, not every level below it (quadratic).
    public func calls(inHandler scope: Int) -> [CallSite] {
        calls(in: scope, skipping: nestedHandlers)
    }

    /// The closures of this file passed (or bound and passed) as expiration handlers.
    var nestedHandlers: Set<Int> { index.handlerClosures(in: file) }

    /// The outermost function or type declared within `outer` that holds `inner`, if any.
    private func outermostDeclaration(containing inner: Int, below outer: Int) -> Int? {
        var found: Int?
        var current = inner
        while current != outer, current > 0 {
            switch tree.scopes[current].kind {
            case .function, .type: found = current
            default: break
            }
            current = tree.scopes[current].parent
        }
        return found
    }

    // MARK: - Names in scope

    /// Whether `name` is a parameter of the functions and closures around `scope`. A shorthand
    /// argument (`$0`, `$1`) always is: the compiler accepts one only in a closure, whose
    /// parameter it names (`register(…) { handler($0) }` hands the task on like `{ task in … }`).
    public func isParameter(_ name: String, around scope: Int) -> Bool {
        CodeFacts.isShorthandArgument(name) || index.parameters(in: file).isParameter(name, around: scope, in: tree)
    }

    /// `$` and digits only: `$0`, not a property wrapper's projection (`$isLoading`).
    static func isShorthandArgument(_ name: String) -> Bool {
        let bytes = name.utf8
        return bytes.count > 1 && bytes.first == UInt8(ascii: "$")
            && bytes.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The innermost function or closure scope around a token.
    public func executableScope(of token: Int) -> Int {
        tree.executableScope(ofScope: tree.scope(of: token))
    }

    /// Whether `name` is bound to `self` (`guard let strongSelf = self`, `let this = self`) in
    /// the executable scopes around `scope`.
    public func isSelfAlias(_ name: String, around scopeIndex: Int) -> Bool {
        if name == "self" || name == "Self" { return true }
        let tree = self.tree
        // A binding counts when it is made in the scope or one around it, short of a type.
        guard let tokens = tree.selfAliasTokens[name] else { return false }
        // A name bound in many places (`strongSelf` in every handler of a file) is answered by
        // climbing scopes whose answers are kept: reading every binding per question was quadratic.
        if tokens.count > SelfAliasScopes.bindingsRead {
            return tree.selfAliasScopes.value(for: name) { SelfAliasScopes(tokens, in: tree) }.isBound(around: scopeIndex, in: tree)
        }
        let nearestType = tree.typeScope(at: scopeIndex)
        return tokens.contains { token in
            let bindingScope = tree.scope(of: token)
            guard tree.isScope(scopeIndex, within: bindingScope) else { return false }
            guard let nearestType else { return true }
            return bindingScope != 0 && tree.scopes[bindingScope].open >= tree.scopes[nearestType].open
        }
    }

    // MARK: - Resolution

    /// The declared type of `property` or `self.property` in the enclosing type, if it says.
    private func typeOfProperty(chain: [String], context: Int, enclosingType: TypeName?) -> TypeName? {
        guard let enclosingType, let property = chain.last else { return nil }
        let isOnSelf = chain.count == 1 || (chain.count == 2 && isSelfAlias(chain[0], around: context))
        guard isOnSelf else { return nil }
        return index.propertyTypes(of: enclosingType)?[property].map(TypeName.init)
    }

    /// The declarations a call may reach. Receivers that are `self` (or an alias of it) or absent
    /// look in the enclosing type first; a type name looks in that type; any other receiver
    /// resolves only when `allowUniqueByName` and the name is declared exactly once.
    /// The functions named `name` of the nearest of the types `typeName` inherits from or
    /// conforms to (`ModuleIndex.supertypes(of:)`) that declares one; nil when none does.
    private func inheritedFunctions(named name: String, of typeName: TypeName, _ labels: [String?]) -> [FunctionDeclaration]? {
        // Only when another type of the module declares the name: the supertypes are read from
        // every body of the type, which a call of a framework method (`present`) would read for nothing.
        // Two types declaring it tell that for any type, so two at most are kept, once for the
        // module: n files each calling their own free overload of a name walked all n per call.
        let declaringTypes = index.shared("types-declaring-function:" + name) { () -> [TypeName] in
            var found: [TypeName] = []
            for function in index.functions(named: name) {
                guard let type = function.typeName, !found.contains(type) else { continue }
                found.append(type)
                if found.count == 2 { break }
            }
            return found
        }
        guard declaringTypes.contains(where: { $0 != typeName }) else { return nil }
        let found = index.supertypes(of: typeName).lazy.map { self.index.functions(named: name, in: $0) }.first { !$0.isEmpty }
        return found.map { FunctionDeclaration.preferring(labels, in: $0) }
    }

    public func resolve(_ call: CallSite, allowUniqueByName: Bool) -> [FunctionDeclaration] {
        let tree = self.tree
        let name = tree.name(call.name)
        guard index.mayDeclareFunction(name) else { return [] }
        let context = tree.scope(of: call.name)
        let enclosingType = tree.typeName(at: context)
        let receiver = call.receiver.last
        let labels = call.labels
        let matches: [FunctionDeclaration]
        if receiver == nil || isSelfAlias(receiver!, around: context) || receiver == "super" {
            if let enclosingType, !index.functions(named: name, in: enclosingType).isEmpty {
                let own = index.functions(named: name, in: enclosingType, preferringLabels: labels)
                // An empty method is a hook for subclasses (`func willStop() {}`): on self, a
                // subclass's override runs when self is one. Only empty ones are looked past,
                // which keeps the other files unread for every call that resolves at home.
                guard receiver != "super", own.contains(where: index.hasEmptyBody) else { return own }
                return own + FunctionDeclaration.preferring(labels, in: index.overrides(of: name, in: enclosingType))
            }
            // Not the type's own: a superclass's method, or a protocol's default implementation
            // (`extension Expirable { func prepareForExpiration() { … } }`), when the module declares one.
            if let enclosingType, receiver != "super", let inherited = inheritedFunctions(named: name, of: enclosingType, labels) {
                return inherited
            }
            guard receiver == nil else { return [] }
            let sameFile = index.freeFunctions(named: name, inFile: file, preferringLabels: labels)
            guard sameFile.isEmpty else { return sameFile }
            return index.freeFunctions(named: name, preferringLabels: labels)
        } else if let receiver, receiver.first?.isUppercase == true,
                  case let receiverType = TypeName(receiver),
                  !index.functions(named: name, in: receiverType).isEmpty || index.kind(ofType: receiverType) != nil {
            return index.functions(named: name, in: receiverType, preferringLabels: labels)
        } else if let propertyType = typeOfProperty(chain: call.receiver, context: context, enclosingType: enclosingType) {
            // `uploader.finish()`, `self.uploader.finish()`: a stored property of a declared type.
            return index.functions(named: name, in: propertyType, preferringLabels: labels)
        } else {
            let candidates = allowUniqueByName ? index.functions(named: name) : []
            matches = candidates.count == 1 ? candidates : []
        }
        return FunctionDeclaration.preferring(labels, in: matches)
    }
}
