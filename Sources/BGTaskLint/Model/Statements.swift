/// Statement boundaries, for "one diagnostic per statement".
extension CodeFacts {
    /// The first token of the statement holding `token` among `body`'s statements. Brackets and
    /// closures around the token belong to its statement; a control-flow block's statements are
    /// statements of their own.
    public func statementStart(of token: Int, in bodyScope: Int) -> Int {
        let tree = self.tree
        var anchor = tree.scope(of: token)
        while anchor != bodyScope, anchor > 0, tree.scopes[anchor].kind == .closure {
            anchor = tree.scopes[anchor].parent
        }
        let open = anchor == 0 ? -1 : tree.scopes[anchor].open
        // Climb out of the brackets around the token, to the anchor's own depth.
        var top = token
        var opener = tree.enclosingBracket(of: token)
        while let current = opener, current > open {
            top = current
            opener = tree.enclosingBracket(of: current)
        }
        // Walk back over whole expressions to a line break that is not a continuation, or a `;`.
        var start = top
        while true {
            let previous = start - 1
            if previous <= open || tree.tokens[previous].kind == .semicolon { return start }
            if tree.tokens[start].newlineBefore, !continuesPreviousLine(start) { return start }
            if isCloser(previous), let partner = tree.match(previous), partner < previous, partner > open {
                start = partner
            } else {
                start = previous
            }
        }
    }

    private func isCloser(_ index: Int) -> Bool {
        switch tree.tokens[index].kind {
        case .rightParen, .rightBracket, .rightBrace, .interpolationClose: return true
        default: return false
        }
    }

    /// `.member`, a binary operator, `else` or `catch` at the start of a line, or a line that ends
    /// in an operator or a comma, continue the statement above.
    private func continuesPreviousLine(_ index: Int) -> Bool {
        let tree = self.tree
        let token = tree.tokens[index]
        if token.kind == .period || (token.kind == .operator && token.spaceAfter) { return true }
        if tree.isWord(index, .else) || tree.isWord(index, .catch) { return true }
        let previous = tree.tokens[index - 1]
        if previous.kind == .comma { return true }
        return previous.kind == .operator && previous.spaceBefore
    }
}
