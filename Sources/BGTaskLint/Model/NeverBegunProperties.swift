/// Stored properties of this file's types that never hold a task: `private` or `fileprivate`
/// (only this file can store into them) and out of the runtime's reach (`isPrivateToFile`),
/// declared with the invalid identifier or no initial value, and never stored into in this file
/// but with the invalid identifier or `nil`. Ending one ends no task: it is nearly always a
/// near-twin of the property that holds the task (`bgtask` ended, `bgTask` begun: Noteshelf3).
///
/// Anything that might store into the name counts as a store of a task: an assignment of any
/// other value (to any variable of that name in the file, a local included), `&name`, a key path
/// naming it, a tuple assignment. Only reads are left: comparisons, logging, passing the value.
final class NeverBegunProperties {
    private let facts: CodeFacts
    private var members: [Int: [String: Int]] = [:]
    /// Per property (`Type.name`), the answer: each property's mentions are read once.
    private var answers: [String: Bool] = [:]

    init(_ facts: CodeFacts) {
        self.facts = facts
    }

    /// Where each name is mentioned in the file (after a `.` too: `self.name`), in token order:
    /// made on the first end of a private property, which most files never have.
    private lazy var mentions: [String: [Int]] = {
        var mentions: [String: [Int]] = [:]
        let tree = facts.tree
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            mentions[tree.name(index), default: []].append(index)
        }
        return mentions
    }()

    /// Whether the stored property `name` of `typeName` never holds a task.
    func holdsNoTask(_ name: String, of typeName: String) -> Bool {
        let key = typeName + "." + name
        if let known = answers[key] { return known }
        let answer = computeHoldsNoTask(name, of: typeName)
        answers[key] = answer
        return answer
    }

    private func computeHoldsNoTask(_ name: String, of typeName: String) -> Bool {
        guard let declaration = facts.privateDeclaration(ofProperty: name, of: typeName, members: &members),
              initialValueHoldsNoTask(declaration) else { return false }
        return mentions[name, default: []].allSatisfy { $0 == declaration || !mayStore(at: $0) }
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
        let tree = facts.tree
        let start = assignment + 1
        for length in 1...3 where start + length <= tree.tokens.count && (start + length == tree.tokens.count || endsStatement(start + length)) {
            let value = start..<(start + length)
            return facts.namesTheInvalidIdentifier(value) || (length == 1 && tree.isWord(start, "nil"))
        }
        return false
    }

    /// Whether token `token` starts a new statement or closes the one before: a line break, `;`,
    /// `}` or `)`.
    private func endsStatement(_ token: Int) -> Bool {
        let tree = facts.tree
        return tree.tokens[token].newlineBefore || tree.isKind(token, .semicolon) || tree.isKind(token, .rightBrace)
            || tree.isKind(token, .rightParen)
    }

    /// Whether the mention at `token` may store a value other than the invalid identifier.
    private func mayStore(at token: Int) -> Bool {
        let tree = facts.tree
        if token + 1 < tree.tokens.count, tree.isKind(token + 1, .operator) {
            let text = tree.text(token + 1)
            if text == "=" { return !isInvalidValue(after: token + 1) }
            if text.hasSuffix("="), !NeverBegunProperties.comparisons.contains(text) { return true }
        }
        // `&name`, `&self.name`: an inout argument.
        let first = tree.isKind(token - 1, .period) && token >= 2 ? token - 2 : token
        if first > 0, tree.isToken(first - 1, .operator, "&") { return true }
        // A key path (`\.name`, `\Type.name`) may be writable.
        for back in 1...3 where token - back >= 0 && tree.isKind(token - back, .backslash) { return true }
        // An element of a tuple assigned to (`(name, other) = …`).
        if tree.isKind(token + 1, .comma) || tree.isKind(token + 1, .rightParen) { return isInTupleTarget(token) }
        return false
    }

    private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

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
