/// How a `beginBackgroundTask` call supplies its expiration handler.
public enum HandlerForm: Sendable {
    /// A closure literal: trailing, or `expirationHandler: { … }`, or a closure bound to a name.
    case closure(scope: Int)
    /// A reference to a function: its body is the handler.
    case function(FunctionDeclaration)
    /// A method of another object that no analysed file declares (`expirationHandler: work.cancel`):
    /// the handler is that call, judged as `{ work.cancel() }` would be.
    case method(CallSite)
    /// The enclosing function's own parameter, forwarded: the function is a wrapper.
    case forwardedParameter
    /// `expirationHandler: nil`.
    case nilLiteral
    /// No handler at all.
    case absent
    /// Something the analyzer cannot follow (`makeHandler()`, `handler ?? {}`, a name it cannot find).
    case unresolved
}

/// One call of the `beginBackgroundTask` API with what the rules need to know about it.
public struct BeginCall: Sendable {
    public var call: CallSite
    public var handler: HandlerForm
    /// The token index of the `beginBackgroundTask` name, where most rules report.
    public var token: Int { call.name }
}

/// Finds the background-task API calls of one file.
public struct BackgroundTaskModel {
    public let facts: CodeFacts
    public var tree: SyntaxTree { facts.tree }

    public init(facts: CodeFacts) {
        self.facts = facts
    }

    /// Labels the API takes; a call with any other label is some other function.
    private static let beginLabels: Set<String> = ["withName", "expirationHandler"]

    /// Every `beginBackgroundTask` call in the file that is the UIKit API.
    public func beginCalls() -> [BeginCall] {
        var result: [BeginCall] = []
        for index in occurrences(of: "beginBackgroundTask") {
            guard let call = tree.call(at: index), isAPIBegin(call) else { continue }
            result.append(BeginCall(call: call, handler: handler(of: call)))
        }
        return result
    }

    /// Every `endBackgroundTask(x)` call with one unlabelled argument (the API's shape).
    public func endCalls() -> [CallSite] {
        occurrences(of: "endBackgroundTask").compactMap { index in
            guard let call = tree.call(at: index), call.arguments.count == 1, call.arguments[0].label == nil,
                  call.trailingClosures.isEmpty else { return nil }
            return call
        }
    }

    private func occurrences(of name: StaticString) -> [Int] {
        tree.tokens.indices.filter { tree.tokens[$0].kind == .identifier && tree.bytesEqual(tree.tokens[$0], name) }
    }

    private func isAPIBegin(_ call: CallSite) -> Bool {
        guard call.arguments.allSatisfy({ $0.label.map(BackgroundTaskModel.beginLabels.contains) ?? false }),
              call.trailingClosures.count <= 1 else { return false }
        let onSelf = call.receiver.isEmpty || facts.isSelfAlias(call.receiver.last!, around: tree.scope(of: call.name))
        if onSelf { return !reachesOwnBegin(call) }
        // On any other object but `UIApplication…`, whose type is not read: a user's own
        // function of that name with these labels that does not hand out a task identifier (a
        // coordinator's `beginBackgroundTask()`, a vendor wrapper) is not UIKit's.
        let labels = call.labels
        return call.receiver.first == "UIApplication" || !facts.index.ownBegins.handsOutNoIdentifier(labels: labels)
    }

    /// Whether a call on `self` (bare, `self.`, or an alias of it) may be a call of the module's
    /// own `beginBackgroundTask` rather than UIKit's: a declaration whose parameters take the
    /// call's arguments, where `self` can find it. In `UIApplication` (its extensions) only an
    /// overload declared in an extension of it can be: a member hides free functions, and
    /// UIKit's own method wins over a protocol's default. In another type UIKit's method is
    /// reachable on `self` only in a subclass of `UIApplication`, so the type's own, one it
    /// inherits (superclass, protocol) or, for a bare call, a free function is the user's. A
    /// declaration in an unrelated type is never reachable: a `Player.beginBackgroundTask()`
    /// says nothing of a call in `extension UIApplication`.
    private func reachesOwnBegin(_ call: CallSite) -> Bool {
        let own = facts.index.ownBegins
        guard !own.isEmpty else { return false }
        let context = tree.scope(of: call.name)
        guard let typeName = tree.typeName(at: context) else {
            return call.receiver.isEmpty && own.anyOf(nil, accepts: call)
        }
        if typeName.text == "UIApplication" { return own.anyOf(typeName, accepts: call) }
        if call.receiver.isEmpty, own.anyOf(nil, accepts: call) { return true }
        // The type's own first: its supertypes cost a look at every file declaring it.
        if own.anyOf(typeName, accepts: call) { return true }
        return supertypesDeclaringOwnBegin(of: typeName, own).contains { own.anyOf($0, accepts: call) }
    }

    /// The supertypes of `typeName` (`ModuleIndex.supertypes(of:)`) that declare a
    /// `beginBackgroundTask` of the module's own, found once per type for the module: the others
    /// accept no call, and n begin calls in a type conforming to n protocols listed all n for each call.
    private func supertypesDeclaringOwnBegin(of typeName: TypeName, _ own: OwnBeginDeclarations) -> [TypeName] {
        facts.index.shared("own-begin-supertypes", about: typeName) { facts.index.supertypes(of: typeName).filter(own.declares) }
    }

    // MARK: - Handler

    private func handler(of call: CallSite) -> HandlerForm {
        if let trailing = call.trailingClosures.first, let scope = tree.scope(openedBy: trailing.brace) {
            return .closure(scope: scope)
        }
        guard let value = call.argument("expirationHandler") else { return .absent }
        return handlerForm(of: value, at: call.name)
    }

    /// What a handler argument's value is: `nil`, a closure literal, or a reference.
    public func handlerForm(of value: Range<Int>, at site: Int) -> HandlerForm {
        if value.count == 1, tree.isWord(value.lowerBound, .nil) { return .nilLiteral }
        if tree.isKind(value.lowerBound, .leftBrace), tree.match(value.lowerBound) == value.upperBound - 1,
           let scope = tree.scope(openedBy: value.lowerBound) {
            return .closure(scope: scope)
        }
        return reference(in: value, at: site)
    }

    /// `name`, `self.name`, `Self.name`, `Type.name`, `object.name`: a function, a closure bound
    /// to that name, the enclosing function's parameter, or a method no analysed file declares.
    /// A compound name (`Type.handle(_:)`) names the same function.
    private func reference(in value: Range<Int>, at site: Int) -> HandlerForm {
        var value = value
        if tree.isKind(value.upperBound - 1, .rightParen), let open = tree.match(value.upperBound - 1),
           open > value.lowerBound, tree.isCompoundName(open: open, close: value.upperBound - 1) {
            value = value.lowerBound..<open
        }
        var index = value.lowerBound
        while index + 2 < value.upperBound, tree.tokens[index + 1].kind == .period { index += 2 }
        guard index == value.upperBound - 1, tree.isKind(index, .identifier) else { return .unresolved }
        let name = tree.name(index)
        let context = tree.scope(of: site)
        if value.count == 1, facts.isParameter(name, around: context) { return .forwardedParameter }
        if let closure = tree.closure(boundTo: name, around: context) { return .closure(scope: closure) }
        var lookup = tree.receiverChain(before: index)
        lookup.names = Array(lookup.names)
        let pseudoCall = CallSite(name: index, receiver: lookup.names, start: lookup.start, arguments: [],
                                  trailingClosures: [], end: index + 1)
        let declarations = facts.resolve(pseudoCall, allowUniqueByName: false)
        if declarations.isEmpty, !lookup.names.isEmpty { return .method(pseudoCall) }
        guard declarations.count == 1 else { return .unresolved }
        return .function(declarations[0])
    }
}
