/// Where a statement begins, read from the tokens (what an assignment assigns to), and the
/// `case …:` labels that may stand in front of it on its line.
extension SyntaxTree {
    // MARK: - Statement bounds

    /// The first token of the statement holding `token`, read back on its line only: after a `;`,
    /// a `{`, a closure's `in` or a `case …:` label on the line (`case 0: taskID = …` starts at
    /// `taskID`), else the line's first token.
    func lineStatementStart(of token: Int) -> Int {
        var start = token
        while start > 0, !tokens[start].newlineBefore, tokens[start - 1].kind != .semicolon,
              tokens[start - 1].kind != .leftBrace, !isWord(start - 1, .in) {
            start -= 1
        }
        if let colon = caseLabelColon(startingAt: start, before: token) { return colon + 1 }
        return start
    }

    // MARK: - Case labels

    /// The `:` ending the `case …:` or `default:` label that starts at token `start`, if the label
    /// is one of a `switch` and its colon comes before `limit`. Colons inside brackets
    /// (`case .pair(a: 1):`, `case let d as [K: V]:`) are skipped.
    func caseLabelColon(startingAt start: Int, before limit: Int) -> Int? {
        var keyword = start
        if isKind(keyword, .attribute), isWord(keyword + 1, .default) { keyword += 1 } // `@unknown default:`
        guard isKind(keyword, .keyword), isWord(keyword, .case) || isWord(keyword, .default) else { return nil }
        // A label sits right in a switch's braces; a `case` elsewhere declares an enum case or is
        // a condition's pattern (`if ready,⏎ case .some(let id) = …`).
        let scope = self.scope(of: keyword)
        guard scope > 0, scopes[scope].kind == .block(.switch), !isKind(start - 1, .comma),
              !isWord(start - 1, .if), !isWord(start - 1, .guard), !isWord(start - 1, .while), !isWord(start - 1, .for)
        else { return nil }
        var index = keyword + 1
        while index < limit {
            switch tokens[index].kind {
            case .colon:
                return index
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
                guard let close = match(index) else { return nil }
                index = close + 1
            default:
                index += 1
            }
        }
        return nil
    }
}
