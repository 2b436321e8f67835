extension SyntaxTree {
    /// The types a type declaration or extension names after its `:` (`class Upload: Operation,
    /// Sendable`, `extension UIApplication: Launcher`): the last part of each (`Foo.Bar` gives
    /// `Bar`, as a type scope's own name does), without generic arguments or the `where` clause.
    public func inheritedTypeNames(ofTypeScope scopeIndex: Int) -> [String] {
        let scope = scopes[scopeIndex]
        guard let nameToken = scope.nameToken else { return [] }
        var names: [String] = []
        var angleDepth = 0
        var afterColon = false
        for index in (nameToken + 1)..<max(nameToken + 1, scope.open) {
            if isWord(index, .where) { break }
            switch tokens[index].kind {
            case .colon where angleDepth == 0:
                afterColon = true
            case .operator:
                // `<` and `>` of generic parameters and arguments: their `:` and names are not ours.
                let text = self.text(index)
                angleDepth += text.filter { $0 == "<" }.count
                angleDepth = max(0, angleDepth - text.filter { $0 == ">" }.count)
            case .identifier where afterColon && angleDepth == 0 && !isKind(index + 1, .period):
                names.append(name(index))
            default:
                continue
            }
        }
        return names
    }
}
