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
    private(set) var functionsByName: [String: [FunctionDeclaration]] = [:]
    /// Type name → kinds of its declarations (an extension alone says nothing about the kind).
    private(set) var typeKinds: [String: TypeKind] = [:]
    /// Stored properties per type name: property name → declared with `var`.
    private(set) var storedProperties: [String: [String: Bool]] = [:]
    /// File-scope variables per file: name → declared with `var`.
    private(set) var globals: [[String: Bool]] = []

    let reachMemo = Memo<CodeFacts.ReachKey, Ending>()
    let longWorkMemo = Memo<DeclarationRef, [LongWork]>()

    public init(trees: [SyntaxTree]) {
        self.trees = trees
        for (fileIndex, tree) in trees.enumerated() { record(tree, file: fileIndex) }
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
            case .type(let kind):
                guard let nameToken = scope.nameToken else { continue }
                let name = tree.name(nameToken)
                if kind != .extension { typeKinds[name] = kind }
                storedProperties[name, default: [:]].merge(tree.memberVariables(of: scopeIndex)) { old, _ in old }
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

    public func kind(ofType name: String) -> TypeKind? { typeKinds[name] }

    public func tree(_ ref: DeclarationRef) -> SyntaxTree { trees[ref.file] }
}

extension SyntaxTree {
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
        let scope = scopes[scopeIndex]
        let range = scopeIndex == 0 ? 0..<tokens.count : scope.body
        var index = range.lowerBound
        while index < range.upperBound {
            if let partner = match(index), partner > index, tokens[index].kind != .interpolationOpen {
                index = partner + 1 // skip nested brackets: only direct members count
                continue
            }
            if tokens[index].kind == .keyword, isWord(index, "var") || isWord(index, "let"),
               index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                result[name(index + 1)] = isWord(index, "var")
            }
            index += 1
        }
        return result
    }
}
