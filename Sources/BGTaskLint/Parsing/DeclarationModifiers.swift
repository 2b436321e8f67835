/// The modifiers and attributes written before a declaration's keyword: `@objc private func`,
/// with attributes on the lines above (`@IBAction⏎func tapped`) and their arguments
/// (`@objc(tapped:)`, `@available(iOS 13, *)`), and modifiers with theirs (`private(set)`,
/// `nonisolated(unsafe)`).
struct DeclarationModifiers {
    /// Words such as `private`, `override`, `static`, in source order reversed; a modifier with
    /// arguments is spelled with them, without spaces (`private(set)`, `nonisolated(unsafe)`), so
    /// `private(set)` is never taken for `private`.
    private(set) var words: [String] = []
    /// Attribute names with their `@`: `@objc`, `@IBAction`.
    private(set) var attributes: [String] = []
    /// More than `longestWalk` modifiers and attributes stand before the keyword (no compiler
    /// takes that many: modifiers may not repeat): the walk stopped, and the declaration counts as
    /// exposed to the runtime, the side on which every rule asking stays silent. Each begin call
    /// asks about its helpers and property, and walking 4,000 modifiers for each of 4,000 begin
    /// calls took seconds.
    private(set) var isTruncated = false
    static let longestWalk = 256

    /// The words that may stand before a declaration's keyword. Anything else (the end of the
    /// previous statement: `let x = y`, a `}`) ends the walk back.
    private static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "override", "final", "dynamic",
        "static", "class", "mutating", "nonmutating", "nonisolated", "optional", "required", "convenience",
        "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "distributed", "indirect", "lazy",
        "weak", "unowned",
    ]

    /// Read backwards from the keyword at `header` (`func`, `class`, `extension` …).
    init(before header: Int, in tree: SyntaxTree) {
        var index = header - 1
        var steps = 0
        while index >= 0 {
            steps += 1
            guard steps <= Self.longestWalk else {
                isTruncated = true
                break
            }
            let kind = tree.tokens[index].kind
            if kind == .attribute {
                attributes.append(tree.text(index))
            } else if kind == .rightParen, let open = tree.match(index), tree.isKind(open - 1, .attribute) {
                // An attribute's arguments: the attribute comes next.
                index = open
            } else if kind == .rightParen, let open = tree.match(index), open == index - 2, open > 0,
                      tree.isKind(open - 1, .identifier) || tree.isKind(open - 1, .keyword),
                      Self.modifierWords.contains(tree.text(open - 1)) {
                // A modifier's one argument (`private(set)`, `nonisolated(unsafe)`): the modifier
                // is read with it, and the walk goes on before it (`private nonisolated(unsafe) var`).
                words.append(tree.text(open - 1) + "(" + tree.text(open + 1) + ")")
                index = open - 1
            } else if kind == .identifier || kind == .keyword, Self.modifierWords.contains(tree.text(index)) {
                words.append(tree.text(index))
            } else {
                break
            }
            index -= 1
        }
    }

    func contains(word: String) -> Bool { words.contains(word) }

    /// Whether the declaration is reached through the Objective-C runtime by name, where no
    /// Swift file shows the call: an attribute makes it callable from Objective-C or Interface
    /// Builder (`@objc`, `@objcMembers`, `@IBAction`, `@IBSegueAction`), is one of the underscored
    /// ones that do the like (`@_dynamicReplacement`, `@_cdecl`), or is `@NSManaged` (Core Data's
    /// accessors); or it is `dynamic` (dispatched, and replaceable, through the runtime).
    var exposesToRuntime: Bool {
        isTruncated || contains(word: "dynamic") || attributes.contains {
            $0.hasPrefix("@objc") || $0.hasPrefix("@IB") || $0.hasPrefix("@_") || $0 == "@NSManaged"
        }
    }
}
