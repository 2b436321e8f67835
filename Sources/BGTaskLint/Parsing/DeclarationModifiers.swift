/// The modifiers and attributes written before a declaration's keyword: `@objc private func`,
/// with attributes on the lines above (`@IBAction⏎func tapped`) and their arguments
/// (`@objc(tapped:)`, `@available(iOS 13, *)`).
struct DeclarationModifiers {
    /// Words such as `private`, `override`, `static`, in source order reversed.
    private(set) var words: [String] = []
    /// Attribute names with their `@`: `@objc`, `@IBAction`.
    private(set) var attributes: [String] = []

    /// The words that may stand before a declaration's keyword. Anything else (the end of the
    /// previous statement: `let x = y`, a `}`) ends the walk back.
    private static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "override", "final", "dynamic",
        "static", "class", "mutating", "nonmutating", "nonisolated", "optional", "required", "convenience",
        "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "distributed", "indirect", "lazy",
    ]

    /// Read backwards from the keyword at `header` (`func`, `class`, `extension` …).
    init(before header: Int, in tree: SyntaxTree) {
        var index = header - 1
        while index >= 0 {
            let kind = tree.tokens[index].kind
            if kind == .attribute {
                attributes.append(tree.text(index))
            } else if kind == .rightParen, let open = tree.match(index), tree.isKind(open - 1, .attribute) {
                // An attribute's arguments: the attribute comes next.
                index = open
            } else if kind == .identifier || kind == .keyword, Self.modifierWords.contains(tree.text(index)) {
                words.append(tree.text(index))
            } else {
                break
            }
            index -= 1
        }
    }

    func contains(word: String) -> Bool { words.contains(word) }

    /// Whether an attribute makes the declaration callable from Objective-C, Interface Builder or
    /// the runtime by name (`@objc`, `@objcMembers`, `@IBAction`, `@IBSegueAction`), or is one of
    /// the underscored ones that do the like (`@_dynamicReplacement`, `@_cdecl`).
    var exposesToRuntime: Bool {
        attributes.contains { $0.hasPrefix("@objc") || $0.hasPrefix("@IB") || $0.hasPrefix("@_") }
    }
}
