/// One of the module's own functions named `beginBackgroundTask` (a protocol's requirement
/// included): who declares it, and which calls it can take.
public struct OwnBeginDeclaration: Sendable {
    /// The type whose body or extension declares it; nil for a free function.
    public var typeName: TypeName?
    public var labels: [String?]
    /// Whether each parameter has a default value.
    public var hasDefault: [Bool]
    /// Whether it returns a `UIBackgroundTaskIdentifier`, like UIKit's.
    public var returnsIdentifier: Bool

    /// Whether a call with these arguments can be a call of this function: each argument takes
    /// the next parameter with its label, any skipped on the way having a default, and a
    /// trailing closure takes one parameter after those. Types are not read, so a closure may
    /// take any parameter; leaning towards "it can" keeps the call the user's, and silent.
    func accepts(_ call: CallSite) -> Bool {
        var next = 0
        for argument in call.arguments {
            while next < labels.count, labels[next] != argument.label {
                guard hasDefault[next] else { return false }
                next += 1
            }
            guard next < labels.count else { return false }
            next += 1
        }
        let required = (next..<labels.count).count { !hasDefault[$0] }
        guard !call.trailingClosures.isEmpty else { return required == 0 }
        return required <= call.trailingClosures.count && labels.count - next >= call.trailingClosures.count
    }
}

/// The module's own `beginBackgroundTask` declarations, grouped for the questions every begin
/// call asks: which of a type's (or the free functions) take the call, and whether one with
/// these labels hands out no identifier. Asked of the whole list, thousands of declarations
/// and as many calls were quadratic.
struct OwnBeginDeclarations: Sendable {
    /// By the declaring type; free functions under nil.
    private let byType: [TypeName?: [OwnBeginDeclaration]]
    /// The labels of those that return no `UIBackgroundTaskIdentifier`.
    private let labelsHandingOutNoIdentifier: Set<[String?]>
    /// `anyOf`'s answers, by what `accepts` reads of a call. Only calls labelled as UIKit's
    /// begin reach it (`isAPIBegin`), so a type has a handful of keys. Without them, a type
    /// declaring thousands of overloads (none taking UIKit's labels) and as many calls on `self`
    /// tested every overload per call (32,000: 10 s).
    private let answers = Memo<CallShape, Bool>()
    /// `anyOfOwnLabels`'s answers, likewise.
    private let ownLabelAnswers = Memo<CallShape, Bool>()

    /// What `OwnBeginDeclaration.accepts` reads of a call, for the declarations of one type.
    private struct CallShape: Hashable {
        var typeName: TypeName?
        var argumentLabels: [String?]
        var trailingClosures: Int
    }

    init(_ declarations: [OwnBeginDeclaration]) {
        byType = Dictionary(grouping: declarations, by: \.typeName)
        labelsHandingOutNoIdentifier = Set(declarations.filter { !$0.returnsIdentifier }.map(\.labels))
    }

    var isEmpty: Bool { byType.isEmpty }

    /// Whether `typeName` (nil: the free functions) declares any.
    func declares(_ typeName: TypeName?) -> Bool { byType[typeName] != nil }

    /// Whether a declaration of `typeName` (nil: a free function) can take the call.
    func anyOf(_ typeName: TypeName?, accepts call: CallSite) -> Bool {
        guard let declarations = byType[typeName] else { return false }
        let shape = CallShape(typeName: typeName, argumentLabels: call.arguments.map(\.label),
                              trailingClosures: call.trailingClosures.count)
        return answers.value(for: shape) { declarations.contains { $0.accepts(call) } }
    }

    /// Whether a declaration of `typeName` that has a label UIKit's begin has not (`onExpire:`)
    /// can take the call: one that is the module's own, not a stand-in with UIKit's signature.
    func anyOfOwnLabels(_ typeName: TypeName?, accepts call: CallSite) -> Bool {
        guard let declarations = byType[typeName] else { return false }
        let shape = CallShape(typeName: typeName, argumentLabels: call.arguments.map(\.label),
                              trailingClosures: call.trailingClosures.count)
        return ownLabelAnswers.value(for: shape) {
            declarations.contains { declaration in
                declaration.labels.contains { label in label.map { !Self.apiLabels.contains($0) } ?? true }
                    && declaration.accepts(call)
            }
        }
    }

    /// The labels UIKit's `beginBackgroundTask` takes.
    private static let apiLabels: Set<String> = ["withName", "expirationHandler"]

    /// Whether a declaration with exactly these labels returns no task identifier.
    func handsOutNoIdentifier(labels: [String?]) -> Bool {
        labelsHandingOutNoIdentifier.contains(labels)
    }
}

extension SyntaxTree {
    /// Every `func beginBackgroundTask(…)` declaration, with or without a body.
    func ownBeginDeclarations() -> [OwnBeginDeclaration] {
        tokens.indices.compactMap { index in
            guard isWord(index, .func), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                  bytesEqual(tokens[index + 1], "beginBackgroundTask"), isKind(index + 2, .leftParen),
                  let close = match(index + 2), close < tokens.count else { return nil }
            let signature = functionSignature(headerStart: index, body: close + 1)
            // The return type runs to the body, the line's end or the next declaration.
            var cursor = close + 1
            var returnsIdentifier = false
            while cursor < tokens.count, !tokens[cursor].newlineBefore, tokens[cursor].kind != .leftBrace,
                  tokens[cursor].kind != .rightBrace, tokens[cursor].kind != .semicolon {
                if isWord(cursor, "UIBackgroundTaskIdentifier") { returnsIdentifier = true }
                cursor += 1
            }
            // A member is declared directly in its type's body; a function nested in a method
            // is callable only there, so it goes with the method's type too.
            let scope = scope(of: index)
            let typeName = typeName(at: scope)
            return OwnBeginDeclaration(typeName: typeName, labels: signature.labels, hasDefault: signature.hasDefault,
                                       returnsIdentifier: returnsIdentifier)
        }
    }
}
