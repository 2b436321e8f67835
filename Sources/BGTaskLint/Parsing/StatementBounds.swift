/// Where statements begin and end, read from the tokens: enough to tell a call standing as a
/// statement of its own from one inside an expression, and what an assignment assigns to.
extension SyntaxTree {
    // MARK: - Statement bounds

    /// Whether an expression starting at `start`, after token `before` (the token in front of it,
    /// past any `try` or `await`), begins a statement: first on its line, or after `;`, `{`, a
    /// closure's `in` or a `case …:` label.
    func startsStatement(_ start: Int, after before: Int) -> Bool {
        if before < 0 || isKind(before, .semicolon) || isKind(before, .leftBrace) || isWord(before, .in)
            || endsCaseLabel(before) {
            return true
        }
        // A new line starts one, unless the token before opens a group or separates its items:
        // `ids.append(⏎begin…⏎)`, a wrapped tuple or array, as formatters wrap a long argument.
        return tokens[start].newlineBefore && !isKind(before, .leftParen) && !isKind(before, .leftBracket)
            && !isKind(before, .comma) && !isKind(before, .colon)
    }

    /// Whether an expression ending just before token `end` ends its statement: the next token is
    /// on a new line, a `;`, the `}` of the body around it, or the end of the file.
    func endsStatement(at end: Int) -> Bool {
        end >= tokens.count || tokens[end].newlineBefore || isKind(end, .semicolon) || isKind(end, .rightBrace)
    }

    /// The first token of the statement holding `token`, read back on its line only: after a `;`,
    /// a `{`, a closure's `in` or a `case …:` label on the line (`case 0: taskID = …` starts at
    /// `taskID`), else the line's first token.
    func lineStatementStart(of token: Int) -> Int {
        // From a table made in one pass: a walk back per question crossed a line of thousands of
        // `let a = begin…, b = begin…` bindings once for each.
        let start = Int(lineStatementStarts.value { LineStatementStarts(self) }.starts[token])
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
        return labelColons.value(for: keyword) { firstColon(after: keyword) }.flatMap { $0 < limit ? $0 : nil }
    }

    /// The first `:` after the `case` or `default` at `keyword`, brackets skipped, reading on to
    /// the end of the file; nil when a bracket with no partner (or the end) comes first. The
    /// answer before any limit follows from it: the read up to a limit visits the same tokens.
    ///
    /// Kept for every label keyword the read passes (the read from there is the rest of this
    /// one): a line of thousands of bindings after one long label read the label once for each,
    /// and labels with no colon each read on over all the others.
    private func firstColon(after keyword: Int) -> Int? {
        var passed: [Int] = []
        var colon: Int?
        var index = keyword + 1
        reading: while index < tokens.count {
            switch tokens[index].kind {
            case .colon:
                colon = index
                break reading
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
                guard let close = match(index) else { break reading }
                index = close + 1
            case .keyword where isWord(index, .case) || isWord(index, .default):
                if let known = labelColons[index] {
                    colon = known
                    break reading
                }
                passed.append(index)
                index += 1
            default:
                index += 1
            }
        }
        for label in passed { labelColons[label] = colon }
        return colon
    }

    /// Whether the `:` at `colon` ends a `case …:` or `default:` label that starts its line
    /// (a label split over lines is not read).
    func endsCaseLabel(_ colon: Int) -> Bool {
        guard isKind(colon, .colon) else { return false }
        // A label's colon sits right in a switch's braces, in no bracket: the colons of a
        // dictionary literal are told apart without walking back over the line (a line of
        // thousands of entries, each a begin call, was quadratic).
        let scope = self.scope(of: colon)
        guard scope > 0, scopes[scope].kind == .block(.switch), enclosingBracket(of: colon) == scopes[scope].open else {
            return false
        }
        var start = colon
        while start > 0, !tokens[start].newlineBefore, tokens[start - 1].kind != .semicolon,
              tokens[start - 1].kind != .leftBrace {
            start -= 1
        }
        return caseLabelColon(startingAt: start, before: colon + 1) == colon
    }
}

/// For each token, where `lineStatementStart` starts reading its line: back to a line break, or
/// to just after a `;`, a `{` or a closure's `in`.
struct LineStatementStarts: Sendable {
    let starts: [Int32]

    init(_ tree: SyntaxTree) {
        let tokens = tree.tokens
        var starts = [Int32](repeating: 0, count: tokens.count)
        for index in tokens.indices {
            let startsHere = index == 0 || tokens[index].newlineBefore || tokens[index - 1].kind == .semicolon
                || tokens[index - 1].kind == .leftBrace || tree.isWord(index - 1, .in)
            starts[index] = startsHere ? Int32(index) : starts[index - 1]
        }
        self.starts = starts
    }
}
