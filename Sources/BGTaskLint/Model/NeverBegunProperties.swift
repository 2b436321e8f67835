/// Stored properties of this file's types that never hold a task: `private` or `fileprivate`
/// (only this file can store into them) and out of the runtime's reach (`isPrivateToFile`),
/// declared with the invalid identifier or no initial value, and never stored into in this file
/// but with the invalid identifier or `nil`. Ending one ends no task: it is nearly always a
/// near-twin of the property that holds the task (`bgtask` ended, `bgTask` begun: Noteshelf3).
///
/// Anything that might store into the name counts as a store of a task: an assignment of any
/// other value (to any variable of that name in the file, a local included), `&name`, a key path
/// naming it, a tuple assignment, a mention of a property wrapper's backing storage `_name` or
/// projection `$name`.
/// Only reads are left: comparisons, logging, passing the value.
final class NeverBegunProperties {
    private let facts: CodeFacts
    /// Per property, the answer.
    private var answers: [PropertyOfType: Bool] = [:]
    /// Per name, whether some mention of it in the file may store a task: read once for every
    /// type with a property of that name (thousands of types each ending their own `taskID`
    /// read every mention for each).
    private var stored: [String: Bool] = [:]

    init(_ facts: CodeFacts) {
        self.facts = facts
    }

    /// Whether the stored property `name` of `typeName` never holds a task.
    func holdsNoTask(_ name: String, of typeName: TypeName) -> Bool {
        let key = PropertyOfType(type: typeName, name: name)
        if let known = answers[key] { return known }
        let answer = computeHoldsNoTask(name, of: typeName)
        answers[key] = answer
        return answer
    }

    private func computeHoldsNoTask(_ name: String, of typeName: TypeName) -> Bool {
        // Every mention of the name in the file, after a `.` too (`self.name`), first: nearly
        // every file stores a task in what it ends, and then its declarations are never read.
        // (The declaration itself is no store: `var name = .invalid`, `var name: T = .invalid`.)
        let isStored = stored[name] ?? {
            // A property wrapper's backing storage (`_syncTask.update { $0 = begin… }`) or
            // projection (`$syncTask.mutate { $0 = id }`) may store through the wrapper's own API:
            // any mention of either counts as a store.
            let isStored = facts.tree.identifiers(spelling: name).contains(where: mayStore(at:))
                || !facts.tree.identifiers(spelling: "_" + name).isEmpty
                || !facts.tree.identifiers(spelling: "$" + name).isEmpty
            stored[name] = isStored
            return isStored
        }()
        guard !isStored, let declaration = facts.privateDeclaration(ofProperty: name, of: typeName) else {
            return false
        }
        return initialValueHoldsNoTask(declaration)
    }

    /// Whether the declaration whose name is token `name` gives no initial value, or the invalid
    /// identifier (`var id: UIBackgroundTaskIdentifier = .invalid`). Observers or a getter (`{`)
    /// and anything not read within a few tokens are taken as holding a task.
    private func initialValueHoldsNoTask(_ name: Int) -> Bool {
        let tree = facts.tree
        var token = name + 1
        let limit = min(name + NeverBegunProperties.annotationTokens, tree.tokens.count)
        while token < limit {
            if tree.isToken(token, .operator, "=") { return isInvalidValue(after: token) }
            if tree.isKind(token, .leftBrace) { return false }
            if endsStatement(token) { return true }
            token += 1
        }
        return token == tree.tokens.count
    }

    /// A type annotation longer than this (`: UIBackgroundTaskIdentifier?` is three tokens) is
    /// not read, and the property is taken as holding a task.
    private static let annotationTokens = 16

    /// Whether the statement's value after the `=` at `assignment` is the invalid identifier
    /// (`.invalid`, `UIBackgroundTaskIdentifier.invalid`, `UIBackgroundTaskInvalid`) or `nil`.
    private func isInvalidValue(after assignment: Int) -> Bool {
        facts.tree.isInvalidOrNil(valueAt: assignment + 1, endingAt: endsStatement)
    }

    /// Whether token `token` starts a new statement or closes the one before (`endsStatement`,
    /// or a `)`: a value passed as an argument).
    private func endsStatement(_ token: Int) -> Bool {
        facts.tree.endsStatement(at: token) || facts.tree.isKind(token, .rightParen)
    }

    /// Whether the mention at `token` may store a value other than the invalid identifier.
    private func mayStore(at token: Int) -> Bool {
        let tree = facts.tree
        if tree.isToken(token + 1, .operator, "=") { return !isInvalidValue(after: token + 1) }
        if isCompoundAssignment(token + 1) { return true }
        // `&name`, `&self.name`: an inout argument.
        let first = tree.isKind(token - 1, .period) && token >= 2 ? token - 2 : token
        if first > 0, tree.isToken(first - 1, .operator, "&") { return true }
        // A key path (`\.name`, `\Type.name`) may be writable.
        for back in 1...3 where token - back >= 0 && tree.isKind(token - back, .backslash) { return true }
        // An element of a tuple assigned to (`(name, other) = …`).
        if tree.isKind(token + 1, .comma) || tree.isKind(token + 1, .rightParen) { return isInTupleTarget(token) }
        return false
    }

    /// Whether token `token` is an operator ending in `=` (`+=`, `??=`) other than a comparison
    /// (`==`, `!=`, `<=`, `>=`, `===`, `!==`), read from its bytes: no String per mention.
    private func isCompoundAssignment(_ token: Int) -> Bool {
        let tree = facts.tree
        guard tree.isKind(token, .operator) else { return false }
        let range = tree.tokens[token].range
        let bytes = tree.file.bytes
        guard range.count >= 2, bytes[range.upperBound - 1] == UInt8(ascii: "=") else { return false }
        let first = bytes[range.lowerBound]
        let isComparison = range.count == 2 && (first == UInt8(ascii: "=") || first == UInt8(ascii: "!")
                                                || first == UInt8(ascii: "<") || first == UInt8(ascii: ">"))
            || range.count == 3 && (first == UInt8(ascii: "=") || first == UInt8(ascii: "!")) && bytes[range.lowerBound + 1] == UInt8(ascii: "=")
        return !isComparison
    }

    /// Whether the parentheses around `token` are followed by `=`, looked for within a few
    /// tokens (further counts as a store).
    private func isInTupleTarget(_ token: Int) -> Bool {
        let tree = facts.tree
        var depth = 0
        for next in token + 1..<min(token + NeverBegunProperties.annotationTokens, tree.tokens.count) {
            if tree.isKind(next, .leftParen) { depth += 1 }
            if tree.isKind(next, .rightParen) {
                if depth == 0 { return tree.isToken(next + 1, .operator, "=") }
                depth -= 1
            }
        }
        return true
    }
}
