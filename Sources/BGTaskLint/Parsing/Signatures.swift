/// A closure's `[capture list] (params) -> T in` prefix.
public struct ClosureSignature: Sendable {
    /// Token indices of `[` and `]`, when the closure has a capture list.
    public var captureList: ClosedRange<Int>?
    /// Token index of `in`, when the closure has a signature.
    public var inToken: Int?
    public var parameterNames: [String]

    /// The first token of the closure's statements.
    public func bodyStart(open: Int) -> Int { (inToken ?? open) + 1 }
}

/// A declared function's parameters: external labels and the names used inside the body.
public struct FunctionSignature: Sendable {
    public var labels: [String?]
    public var parameterNames: [String]
    /// Whether each parameter has a default value (`= …`), so that a call may leave it out.
    public var hasDefault: [Bool] = []
}

extension SyntaxTree {
    /// Reads the signature of the closure opened by `brace`; a `[` not followed by `in` is an
    /// array literal, not a capture list. The closure's attributes come first
    /// (`{ @MainActor [weak self] in`).
    public func closureSignature(brace: Int) -> ClosureSignature {
        var signature = ClosureSignature(captureList: nil, inToken: nil, parameterNames: [])
        var cursor = brace + 1
        while isKind(cursor, .attribute) { cursor += 1 }
        var captures: ClosedRange<Int>?
        if isKind(cursor, .leftBracket), let close = match(cursor), close < tokens.count {
            captures = cursor...close
            cursor = close + 1
        }
        var names: [String] = []
        let limit = min(tokens.count, cursor + 96)
        while cursor < limit {
            let token = tokens[cursor]
            switch token.kind {
            case .keyword where isWord(cursor, .in):
                signature.captureList = captures
                signature.inToken = cursor
                signature.parameterNames = names
                return signature
            case .identifier:
                if let next = cursor + 1 < tokens.count ? tokens[cursor + 1].kind : nil,
                   next == .comma || next == .colon || next == .rightParen || next == .keyword || next == .identifier {
                    names.append(name(cursor))
                }
                cursor += 1
            case .leftParen:
                cursor += 1
            case .keyword where isWord(cursor, .throws) || isWord(cursor, .rethrows) || isWord(cursor, .inout)
                || isWord(cursor, .Any) || isWord(cursor, .Self):
                cursor += 1
            case .comma, .colon, .period, .attribute, .rightParen:
                cursor += 1
            case .leftBracket:
                guard let close = match(cursor), close < tokens.count else { return signature }
                cursor = close + 1
            case .operator:
                guard isToken(cursor, .operator, "->") || isToken(cursor, .operator, "?") || isToken(cursor, .operator, "!")
                    || isToken(cursor, .operator, "<") || isToken(cursor, .operator, ">") || isToken(cursor, .operator, "...")
                else { return signature }
                cursor += 1
            default:
                return signature
            }
        }
        return signature
    }

    /// Whether the closure's capture list holds `weak self`, `unowned self` or `weak x = self`.
    public func capturesSelfWeakly(_ signature: ClosureSignature) -> Bool {
        guard let list = signature.captureList else { return false }
        var sawWeakOrUnowned = false
        for index in list {
            if isWord(index, "weak") || isWord(index, "unowned") {
                sawWeakOrUnowned = true
            } else if tokens[index].kind == .comma {
                sawWeakOrUnowned = false
            } else if sawWeakOrUnowned, tokens[index].kind == .keyword, isWord(index, .self) {
                return true
            }
        }
        return false
    }

    /// The names the closure's capture list copies as they are (`[taskID, weak self]` → `taskID`):
    /// entries of one name, with no `weak`, `unowned` or `= value`.
    public func namesCapturedByValue(_ signature: ClosureSignature) -> Set<String> {
        guard let list = signature.captureList, list.count > 2 else { return [] }
        var names: Set<String> = []
        var entryStart = list.lowerBound + 1
        for index in entryStart...list.upperBound where index == list.upperBound || tokens[index].kind == .comma {
            if index == entryStart + 1, tokens[entryStart].kind == .identifier { names.insert(name(entryStart)) }
            entryStart = index + 1
        }
        return names
    }

    /// Reads `func name<T>(label name: Type = default, …)` from the header keyword up to `body`.
    public func functionSignature(headerStart: Int, body: Int) -> FunctionSignature {
        var signature = FunctionSignature(labels: [], parameterNames: [])
        var cursor = headerStart + 1
        while cursor < body, tokens[cursor].kind != .leftParen { cursor += 1 }
        guard cursor < body, let close = match(cursor), close <= body else { return signature }
        for parameter in splitArguments(open: cursor, close: close) {
            // `label name: Type` or `name: Type`, with `_` for no label. `splitArguments` reads a
            // lone `name:` as a label, so look at the raw tokens before the colon instead.
            var words: [Int] = []
            var index = parameter.value.lowerBound - (parameter.label == nil ? 0 : 2)
            while index < close, tokens[index].kind != .colon {
                if tokens[index].kind == .identifier || tokens[index].kind == .keyword { words.append(index) }
                index += 1
            }
            guard let last = words.last else { continue }
            let label = words.count >= 2 ? name(words[words.count - 2]) : name(last)
            signature.labels.append(label == "_" ? nil : label)
            signature.parameterNames.append(name(last))
            // A type never holds `=`: one in the parameter starts its default value.
            signature.hasDefault.append(parameter.value.contains { isToken($0, .operator, "=") })
        }
        return signature
    }
}
