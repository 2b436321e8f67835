import Foundation

/// Where a declaration lives: a file of the index and a scope of that file's tree.
public struct DeclarationRef: Hashable, Sendable {
    public var file: Int
    public var scope: Int
}

/// A function-like declaration: `func`, `init`, `deinit`, `subscript`, a computed property or accessor.
public struct FunctionDeclaration: Sendable {
    public var ref: DeclarationRef
    public var name: String
    /// The type it is a member of (an extension's extended type), or nil for a free function.
    public var typeName: String?
    public var signature: FunctionSignature
}

/// Declarations of every file in the run, so that a handler's helpers resolve across files.
///
/// Resolution prefers the enclosing type (and its extensions), then the same file, then a
/// name unique in the module. What does not resolve stays unresolved: rules then stay silent
/// rather than guess.
public final class ModuleIndex: @unchecked Sendable {
    public let trees: [SyntaxTree]
    /// What the configuration adds to the built-in knowledge (ending helpers, long-work calls).
    public let settings: AnalysisSettings
    private(set) var functionsByName: [String: [FunctionDeclaration]] = [:]
    /// The same declarations keyed by their type and name (`nil` type: free functions), so a
    /// call resolves with one lookup however many types declare a method of that name.
    private var functionsByMember: [MemberKey: [FunctionDeclaration]] = [:]

    private struct MemberKey: Hashable {
        var typeName: String?
        var name: String
    }
    /// Type name → every body declaring it or extending it, in any file.
    public private(set) var typeBodies: [String: [DeclarationRef]] = [:]
    /// Type name → kinds of its declarations (an extension alone says nothing about the kind).
    private(set) var typeKinds: [String: TypeKind] = [:]
    /// Stored properties per type name: property name → declared with `var`.
    private(set) var storedProperties: [String: [String: Bool]] = [:]
    /// Declared types of stored properties per type name: property name → type name, where the
    /// declaration says (`let uploader: Uploader`, `let uploader = Uploader()`).
    private(set) var propertyTypes: [String: [String: String]] = [:]
    /// File-scope variables per file: name → declared with `var`.
    private(set) var globals: [[String: Bool]] = []

    /// Every begin call of the module, by file, computed once on first use.
    public var beginCallsByFile: [[BeginCall]] {
        beginCallsLock.withLock {
            if let computed = beginCallsStorage { return computed }
            let computed = trees.indices.map { BackgroundTaskModel(facts: CodeFacts(index: self, file: $0)).beginCalls() }
            beginCallsStorage = computed
            return computed
        }
    }

    private var beginCallsStorage: [[BeginCall]]?
    private let beginCallsLock = NSLock()
    let reachMemo = Memo<CodeFacts.ReachKey, Ending>()
    let longWorkMemo = Memo<DeclarationRef, [LongWork]>()

    /// The user's own functions named `beginBackgroundTask` (protocol requirements included):
    /// their labels, and whether they return a `UIBackgroundTaskIdentifier` like UIKit's.
    public private(set) var userBeginDeclarations: [(labels: [String?], returnsIdentifier: Bool)] = []

    public init(trees: [SyntaxTree], settings: AnalysisSettings = AnalysisSettings()) {
        self.trees = trees
        self.settings = settings
        for (fileIndex, tree) in trees.enumerated() {
            record(tree, file: fileIndex)
            userBeginDeclarations += tree.declarations(named: "beginBackgroundTask")
        }
    }

    private func record(_ tree: SyntaxTree, file: Int) {
        var fileGlobals: [String: Bool] = [:]
        for (scopeIndex, scope) in tree.scopes.enumerated() {
            switch scope.kind {
            case .function:
                guard let nameToken = scope.nameToken else { continue }
                let name = tree.isWord(nameToken, "init") ? "init" : tree.name(nameToken)
                let signature = scope.headerStart.map { tree.functionSignature(headerStart: $0, body: scope.open) }
                    ?? FunctionSignature(labels: [], parameterNames: [])
                let declaration = FunctionDeclaration(ref: DeclarationRef(file: file, scope: scopeIndex), name: name,
                                                      typeName: tree.typeName(enclosing: scopeIndex), signature: signature)
                functionsByName[name, default: []].append(declaration)
                functionsByMember[MemberKey(typeName: declaration.typeName, name: name), default: []].append(declaration)
            case .type(let kind):
                guard let nameToken = scope.nameToken else { continue }
                let name = tree.name(nameToken)
                typeBodies[name, default: []].append(DeclarationRef(file: file, scope: scopeIndex))
                if kind != .extension { typeKinds[name] = kind }
                storedProperties[name, default: [:]].merge(tree.memberVariables(of: scopeIndex)) { old, _ in old }
                propertyTypes[name, default: [:]].merge(tree.memberTypes(of: scopeIndex)) { old, _ in old }
            default:
                continue
            }
        }
        fileGlobals.merge(tree.memberVariables(of: 0)) { old, _ in old }
        globals.append(fileGlobals)
    }

    public func functions(named name: String) -> [FunctionDeclaration] {
        functionsByName[name] ?? []
    }

    /// Methods called `name` of type `typeName` (its extensions included), or free functions for nil.
    public func functions(named name: String, in typeName: String?) -> [FunctionDeclaration] {
        functionsByMember[MemberKey(typeName: typeName, name: name)] ?? []
    }

    public func kind(ofType name: String) -> TypeKind? { typeKinds[name] }

    public func tree(_ ref: DeclarationRef) -> SyntaxTree { trees[ref.file] }
}

extension SyntaxTree {
    /// Every `func name(…)` declaration, with or without a body: labels, and whether the return
    /// type mentions `UIBackgroundTaskIdentifier`.
    func declarations(named name: StaticString) -> [(labels: [String?], returnsIdentifier: Bool)] {
        tokens.indices.compactMap { index in
            guard isWord(index, "func"), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                  bytesEqual(tokens[index + 1], name), isKind(index + 2, .leftParen),
                  let close = match(index + 2), close < tokens.count else { return nil }
            let labels = functionSignature(headerStart: index, body: close + 1).labels
            // The return type runs to the body, the line's end or the next declaration.
            var cursor = close + 1
            var returnsIdentifier = false
            while cursor < tokens.count, !tokens[cursor].newlineBefore, tokens[cursor].kind != .leftBrace,
                  tokens[cursor].kind != .rightBrace, tokens[cursor].kind != .semicolon {
                if isWord(cursor, "UIBackgroundTaskIdentifier") { returnsIdentifier = true }
                cursor += 1
            }
            return (labels, returnsIdentifier)
        }
    }

    /// The name of the type whose body (or extension body) holds `scope`, if any.
    public func typeName(enclosing scope: Int) -> String? {
        guard let typeScope = enclosingScope(of: scopes[scope].parent, where: {
            if case .type = $0.kind { return true } else { return false }
        }), let nameToken = scopes[typeScope].nameToken else { return nil }
        return name(nameToken)
    }

    /// `var`/`let` declared directly in a scope's body (not in nested scopes): name → is `var`.
    func memberVariables(of scopeIndex: Int) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for declaration in memberDeclarations(of: scopeIndex) where result[declaration.name] == nil {
            result[declaration.name] = declaration.isVariable
        }
        return result
    }

    /// The declared type of each `var`/`let` directly in a scope, where the declaration names one:
    /// `name: Type`, `name: Type?`, `name = Type(…)`.
    func memberTypes(of scopeIndex: Int) -> [String: String] {
        var result: [String: String] = [:]
        for declaration in memberDeclarations(of: scopeIndex) {
            let next = declaration.token + 1
            var typeToken: Int?
            if isKind(next, .colon), isKind(next + 1, .identifier) {
                typeToken = next + 1
            } else if isToken(next, .operator, "="), isKind(next + 1, .identifier), isKind(next + 2, .leftParen) {
                typeToken = next + 1
            }
            if let typeToken, name(typeToken).first?.isUppercase == true { result[declaration.name] = name(typeToken) }
        }
        return result
    }

    /// The name token of the `var`/`let` called `name` declared directly in a scope.
    func memberDeclarationToken(of name: String, in scopeIndex: Int) -> Int? {
        memberDeclarations(of: scopeIndex).first { $0.name == name }?.token
    }

    private func memberDeclarations(of scopeIndex: Int) -> [(name: String, isVariable: Bool, token: Int)] {
        var result: [(name: String, isVariable: Bool, token: Int)] = []
        let range = scopeIndex == 0 ? 0..<tokens.count : scopes[scopeIndex].body
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = match(index), partner > index, tokens[index].kind != .interpolationOpen {
                index = partner + 1 // skip nested brackets: only direct members count
                continue
            }
            if tokens[index].kind == .keyword, isWord(index, "var") || isWord(index, "let"),
               index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                result.append((name(index + 1), isWord(index, "var"), index + 1))
            }
            index += 1
        }
        return result
    }
}
