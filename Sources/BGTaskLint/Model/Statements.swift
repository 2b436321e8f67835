/// Statement boundaries, for "one diagnostic per statement".
extension CodeFacts {
    /// The first token of the statement holding `token` among `body`'s statements. Brackets and
    /// closures around the token belong to its statement; a control-flow block's statements are
    /// statements of their own. (Many questions about one body: `StatementStarts`.)
    public func statementStart(of token: Int, in bodyScope: Int) -> Int {
        StatementStarts(self, body: bodyScope).start(of: token)
    }
    fileprivate func isCloser(_ index: Int) -> Bool {
        switch tree.tokens[index].kind {
        case .rightParen, .rightBracket, .rightBrace, .interpolationClose: return true
        default: return false
        }
    }

    /// `.member`, a binary operator, `else` or `catch` at the start of a line, or a line that ends
    /// in an operator or a comma, continue the statement above.
    fileprivate func continuesPreviousLine(_ index: Int) -> Bool {
        let tree = self.tree
        let token = tree.tokens[index]
        if token.kind == .period || (token.kind == .operator && token.spaceAfter) { return true }
        if tree.isWord(index, .else) || tree.isWord(index, .catch) { return true }
        let previous = tree.tokens[index - 1]
        if previous.kind == .comma { return true }
        return previous.kind == .operator && previous.spaceBefore
    }
}

/// The statement starts of many tokens of one body (each long-work finding of a handler), with
/// what each climb and walk passes kept: a statement of thousands of terms, or of calls nested
/// in thousands of brackets, made every finding walk back over all before it.
final class StatementStarts {
    private let facts: CodeFacts
    private let body: Int
    /// Scope → the scope whose statements hold it (closures belong to their statement).
    private var anchors: [Int: Int] = [:]
    /// Bracket opener → the outermost opener above `open` (the anchor's brace) around it.
    private var tops: [Int: (open: Int, top: Int)] = [:]
    /// Token at its statement's depth → where its statement starts.
    private var starts: [Int: (open: Int, start: Int)] = [:]

    init(_ facts: CodeFacts, body: Int) {
        self.facts = facts
        self.body = body
    }

    func start(of token: Int) -> Int {
        let tree = facts.tree
        let anchor = self.anchor(of: tree.scope(of: token))
        let open = anchor == 0 ? -1 : tree.scopes[anchor].open
        return start(from: top(of: token, above: open), above: open)
    }

    private func anchor(of scope: Int) -> Int {
        let tree = facts.tree
        return climb(from: scope, kept: &anchors) { current in
            current != body && current > 0 && tree.scopes[current].kind == .closure ? .up(tree.scopes[current].parent) : .answer(current)
        }
    }

    /// Out of the brackets around the token, to the anchor's own depth.
    private func top(of token: Int, above open: Int) -> Int {
        let tree = facts.tree
        var chain: [Int] = []
        var top = token
        var opener = tree.enclosingBracket(of: token)
        while let current = opener, current > open {
            if let known = tops[current], known.open == open {
                top = known.top
                break
            }
            chain.append(current)
            top = current
            opener = tree.enclosingBracket(of: current)
        }
        for link in chain { tops[link] = (open, top) }
        return top
    }

    /// Back over whole expressions to a line break that is not a continuation, or a `;`.
    private func start(from top: Int, above open: Int) -> Int {
        let tree = facts.tree
        var walked: [Int] = []
        var start = top
        while true {
            if let known = starts[start], known.open == open {
                start = known.start
                break
            }
            walked.append(start)
            let previous = start - 1
            if previous <= open || tree.tokens[previous].kind == .semicolon { break }
            if tree.tokens[start].newlineBefore, !facts.continuesPreviousLine(start) { break }
            if facts.isCloser(previous), let partner = tree.match(previous), partner < previous, partner > open {
                start = partner
            } else {
                start = previous
            }
        }
        for link in walked { starts[link] = (open, start) }
        return start
    }
}
