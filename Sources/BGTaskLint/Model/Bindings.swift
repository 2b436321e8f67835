/// A place where a name is bound in executable code: `var`/`let` (also in `if`/`guard`/`while`
/// conditions), `for x in`, `case let x`, a closure's or a function's parameter.
public struct Binding: Sendable {
    /// Token index of the bound name.
    public var token: Int
    /// The executable scope (function or closure) the name belongs to.
    public var scope: Int
    /// Declared with `var` as a variable (not a condition binding).
    public var isVariable: Bool
    /// A parameter or a condition/loop/pattern binding: not the code's to reset.
    public var isParameter: Bool
}

extension SyntaxTree {
    /// Every binding of the file by name, found in one pass: looking a name up then costs the
    /// few bindings of that name, however deep the code nests.
    func bindingsByName(executableScope: (Int) -> Int) -> [String: [Binding]] {
        var result: [String: [Binding]] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier && index > 0 && !isKind(index - 1, .period) {
            if isWord(index - 1, "var") || isWord(index - 1, "let") {
                let isCondition = isWord(index - 2, "if") || isWord(index - 2, "guard") || isWord(index - 2, "while")
                    || isWord(index - 2, "case")
                let binding = Binding(token: index, scope: executableScope(index),
                                      isVariable: isWord(index - 1, "var") && !isCondition, isParameter: isCondition)
                result[name(index), default: []].append(binding)
            } else if isWord(index - 1, "for") || isWord(index - 1, "case") {
                let binding = Binding(token: index, scope: executableScope(index), isVariable: false, isParameter: true)
                result[name(index), default: []].append(binding)
            }
        }
        for (scopeIndex, scope) in scopes.enumerated() {
            let names: [String]
            switch scope.kind {
            case .function:
                guard let header = scope.headerStart else { continue }
                names = functionSignature(headerStart: header, body: scope.open).parameterNames
            case .closure:
                names = closureSignature(brace: scope.open).parameterNames
            default:
                continue
            }
            for parameter in names {
                result[parameter, default: []].append(Binding(token: scope.open, scope: scopeIndex, isVariable: false,
                                                              isParameter: true))
            }
        }
        return result
    }
}
