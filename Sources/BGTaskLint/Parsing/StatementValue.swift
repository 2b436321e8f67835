/// Where a statement's value goes, read from the tokens around it.
///
/// Swift keeps the value of a statement only where the statement is the single expression of
/// something that has a value: a closure, a function or getter that declares a result, or a
/// branch of an `if` or `switch` expression (SE-0380), whose value goes wherever the whole
/// expression goes. Anywhere else — a body of statements, a function returning Void, a setter —
/// nobody reads it.
public enum StatementValue: Equatable, Sendable {
    /// Nobody reads the value.
    case dropped
    /// The only statement of a closure: the closure's value, when the closure returns one (a
    /// closure's type is not read, so this may still be dropped).
    case closureResult
    /// The only statement of a function, getter or subscript that declares a result: returned.
    case functionResult
    /// A branch of the `if … else …` chain or the `switch` spanning these tokens (keyword to last
    /// `}`), which is an expression only if its own place takes one.
    case branch(of: Range<Int>)
    /// Too far to follow (see `ifChainLimit`): taken as read, so nothing is reported on a guess.
    case unknown
}

extension SyntaxTree {
    // MARK: - Where a statement's value goes

    /// What becomes of the value of a statement that follows token `before` and ends just before
    /// token `end`.
    func value(ofStatementAfter before: Int, endingAt end: Int) -> StatementValue {
        // The only statement of a body: right after its `{` (or a closure's `in`), right before its `}`.
        if isKind(end, .rightBrace), let open = match(end), let body = scope(openedBy: open),
           before == open || isWord(before, .in) && scope(of: before) == body {
            return value(ofSoleStatementIn: body)
        }
        // Alone in a clause of an `#if` (`#if os(iOS)`, the begin call, `#else`, `.invalid`,
        // `#endif`) in a body that has a value: each platform's build sees one expression, the
        // body's value. Taken as read; the clauses are not compared.
        if isKind(end, .poundDirective), startsDirectiveLine(lineOf: before), hasValue(scope(of: end)) {
            return .unknown
        }
        // The only statement of a `case`: a branch of the switch.
        if let switchScope = switchScope(withCaseBodyAfter: before, endingAt: end),
           let keyword = scopes[switchScope].headerStart {
            return .branch(of: keyword..<(scopes[switchScope].close + 1))
        }
        return .dropped
    }

    private func value(ofSoleStatementIn body: Int) -> StatementValue {
        switch scopes[body].kind {
        case .closure:
            return .closureResult
        case .function:
            return returnsValue(body) ? .functionResult : .dropped
        case .block(.conditional):
            return value(ofIfBranch: body)
        default:
            // Loops, `do`, `catch`, `defer`: bodies of statements.
            return .dropped
        }
    }

    /// The switch whose `case` (or `default`) body is exactly the statement after label colon
    /// `before`, ending just before `end`: the switch's `}`, the next label or an `#if` clause.
    private func switchScope(withCaseBodyAfter before: Int, endingAt end: Int) -> Int? {
        guard isKind(before, .colon) else { return nil }
        let switchScope = scope(of: before)
        guard switchScope > 0, scopes[switchScope].kind == .block(.switch), endsCaseLabel(before) else { return nil }
        let close = scopes[switchScope].close
        let endsBody = end == close || isKind(end, .poundDirective)
            || caseLabelColon(startingAt: end, before: close) != nil
        return endsBody ? switchScope : nil
    }

    // MARK: - If chains

    /// How many branches an `if … else if …` chain is followed through: each begin call in a
    /// branch walks its chain, so the walk is capped to stay linear in a chain of thousands.
    private static let ifChainLimit = 256

    /// What becomes of the value of the only statement of conditional block `branch`: if the
    /// block is a branch of an `if … else if … else …` chain that can be an expression (it ends in
    /// a plain `else`; without one an `if` is a statement), the chain's place decides. A `guard`'s
    /// `else` drops it. A chain too long to follow is `unknown`.
    private func value(ofIfBranch branch: Int) -> StatementValue {
        var first = branch
        back: for step in 0... {
            guard step < Self.ifChainLimit else { return .unknown }
            switch placeInIfChain(of: first) {
            case .after(let previous): first = previous
            case .first: break back
            case .outside: return .dropped
            }
        }
        // On to the plain `else`, which ends the chain.
        var last = branch
        for step in 0... {
            guard step < Self.ifChainLimit else { return .unknown }
            if let header = scopes[last].headerStart, isWord(header, .else) { break }
            let next = scopes[last].close + 1
            guard isWord(next, .else) else { return .dropped }
            if let body = scope(openedBy: next + 1) {
                last = body
                break
            }
            guard isWord(next + 1, .if), let body = conditionalBlock(headedBy: next + 1) else { return .dropped }
            last = body
        }
        guard let keyword = scopes[first].headerStart else { return .dropped }
        return .branch(of: keyword..<(scopes[last].close + 1))
    }

    /// Where a conditional block stands in an `if … else if … else …` chain.
    enum IfChainPlace {
        /// After this branch (`} else {`, `} else if … {`).
        case after(Int)
        /// The chain's first branch, the `if`'s own body.
        case first
        /// Not a branch of a chain: a `guard`'s `else`, a block with no header.
        case outside
    }

    /// Where conditional block `branch` stands in its `if … else` chain.
    func placeInIfChain(of branch: Int) -> IfChainPlace {
        guard let header = scopes[branch].headerStart else { return .outside }
        let previousClose: Int
        if isWord(header, .if) {
            guard isWord(header - 1, .else) else { return .first }
            previousClose = header - 2 // `} else if … {`
        } else if isWord(header, .else) {
            previousClose = header - 1 // `} else {`
        } else {
            return .outside
        }
        return conditionalBlock(closedBy: previousClose).map(IfChainPlace.after) ?? .outside
    }

    /// The `if`/`else` body whose `}` is token `close`.
    private func conditionalBlock(closedBy close: Int) -> Int? {
        guard isKind(close, .rightBrace) else { return nil }
        let body = scope(of: close) // a `}` belongs to the scope it closes
        guard body > 0, scopes[body].close == close, scopes[body].kind == .block(.conditional) else { return nil }
        return body
    }

    /// The body of the `if` at token `keyword`: the first scope it heads, past the closures of
    /// its condition (`if list.contains { $0.ok } {`). Kept per keyword: every begin call in the
    /// branches before it passes it on the way along the chain, and a condition of thousands of
    /// closures was stepped over again for each.
    private func conditionalBlock(headedBy keyword: Int) -> Int? {
        conditionalBlocks.value(for: keyword) { findConditionalBlock(headedBy: keyword) }
    }

    private func findConditionalBlock(headedBy keyword: Int) -> Int? {
        var candidate = firstScope(openingAfter: keyword, in: 1..<scopes.count)
        while candidate < scopes.count {
            if scopes[candidate].headerStart == keyword {
                return scopes[candidate].kind == .block(.conditional) ? candidate : nil
            }
            guard scopes[candidate].kind == .closure else { return nil }
            candidate = firstScope(openingAfter: scopes[candidate].close, in: candidate + 1..<scopes.count)
        }
        return nil
    }

    // MARK: - Results of functions

    /// Whether the line of token `index` is an `#if`, `#elseif` or `#else` line. Asked only for
    /// a statement followed by a directive, so each line is walked for the clause under it.
    private func startsDirectiveLine(lineOf index: Int) -> Bool {
        guard index >= 0 else { return false }
        var start = index
        while start > 0, !tokens[start].newlineBefore { start -= 1 }
        return isKind(start, .poundDirective) && !isToken(start, .poundDirective, "#endif")
    }

    /// Whether a body's one expression would be its value: a closure's, or a function's that
    /// returns one.
    private func hasValue(_ body: Int) -> Bool {
        switch scopes[body].kind {
        case .closure: return true
        case .function: return returnsValue(body)
        default: return false
        }
    }

    /// Whether the function, accessor, computed property or subscript `function` returns the
    /// value of a body that is one expression. `init`, `deinit`, setters, observers and a `func`
    /// with no result or `-> Void` do not.
    func returnsValue(_ function: Int) -> Bool {
        let scope = scopes[function]
        guard let header = scope.headerStart else { return !isSetterOrObserver(openedBy: scope.open) }
        switch tokens[header].word {
        case .`init`, .deinit: return false
        case .func: return declaresResult(funcKeyword: header, body: scope.open)
        default: return true // a computed property's or a subscript's getter
        }
    }

    /// `set {`, `set(value) {`, `willSet {`, `didSet {`: an accessor returning nothing.
    private func isSetterOrObserver(openedBy brace: Int) -> Bool {
        var name = brace - 1
        if isKind(name, .rightParen), let open = match(name) { name = open - 1 }
        while isWord(name, .async) || isWord(name, .throws) { name -= 1 }
        return isWord(name, .set) || isWord(name, .willSet) || isWord(name, .didSet)
    }

    /// Whether `func …(…) -> T {` declares a result other than `Void` or `()`.
    private func declaresResult(funcKeyword: Int, body: Int) -> Bool {
        var cursor = funcKeyword + 1
        while cursor < body, !isKind(cursor, .leftParen) { cursor += 1 }
        // Parameters not found: taken as returning, so nothing is reported on a guess.
        guard cursor < body, let close = match(cursor), close < body else { return true }
        cursor = close + 1
        while cursor < body, !isToken(cursor, .operator, "->") {
            if isWord(cursor, .where) { return false }
            if isKind(cursor, .leftParen), let typedThrowsClose = match(cursor), typedThrowsClose < body {
                cursor = typedThrowsClose
            }
            cursor += 1
        }
        guard cursor < body else { return false }
        var typeEnd = cursor + 1
        while typeEnd < body, !isWord(typeEnd, .where) { typeEnd += 1 }
        let type = (cursor + 1)..<typeEnd
        let isVoid = type.count == 1 && isWord(type.lowerBound, "Void")
            || type.count == 2 && isKind(type.lowerBound, .leftParen) && isKind(type.lowerBound + 1, .rightParen)
            || type.count == 3 && isWord(type.lowerBound, "Swift") && isKind(type.lowerBound + 1, .period)
                && isWord(type.lowerBound + 2, "Void")
        return !isVoid
    }
}
