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

    /// The names the closure's capture list binds by value: those it copies as they are
    /// (`[taskID, weak self]` → `taskID`: entries of one name, with no `weak`, `unowned` or
    /// `= value`), and those it binds to the invalid task identifier (`[taskID = .invalid]`,
    /// `[id = UIBackgroundTaskIdentifier.invalid]`: constants that never hold a task).
    public func namesCapturedByValue(_ signature: ClosureSignature) -> (copied: Set<String>, invalid: Set<String>) {
        guard let list = signature.captureList, list.count > 2 else { return ([], []) }
        var copied: Set<String> = []
        var invalid: Set<String> = []
        var entryStart = list.lowerBound + 1
        for index in entryStart...list.upperBound where index == list.upperBound || tokens[index].kind == .comma {
            if tokens[entryStart].kind == .identifier {
                if index == entryStart + 1 {
                    copied.insert(name(entryStart))
                } else if isToken(entryStart + 1, .operator, "="), namesTheInvalidIdentifier(entryStart + 2..<index) {
                    invalid.insert(name(entryStart))
                }
            }
            entryStart = index + 1
        }
        return (copied, invalid)
    }

    /// Whether the value starting at token `start` is the invalid identifier or `nil` alone: the
    /// tokens up to the first of the next three at which `ends` (its end) holds spell one
    /// (`= .invalid`, `else { nil }`).
    func isInvalidOrNil(valueAt start: Int, endingAt ends: (Int) -> Bool) -> Bool {
        for length in 1...3 where start + length <= tokens.count && (start + length == tokens.count || ends(start + length)) {
            return namesTheInvalidIdentifier(start..<(start + length)) || (length == 1 && isWord(start, .nil))
        }
        return false
    }

    /// Whether the tokens spell the invalid task identifier: `.invalid`,
    /// `UIBackgroundTaskIdentifier.invalid`, or Swift 4's `UIBackgroundTaskInvalid`.
    func namesTheInvalidIdentifier(_ value: Range<Int>) -> Bool {
        switch value.count {
        case 1: return isWord(value.lowerBound, "UIBackgroundTaskInvalid")
        case 2: return isKind(value.lowerBound, .period) && isWord(value.lowerBound + 1, "invalid")
        case 3: return isWord(value.lowerBound, "UIBackgroundTaskIdentifier") && isKind(value.lowerBound + 1, .period)
            && isWord(value.lowerBound + 2, "invalid")
        default: return false
        }
    }

    /// The name of the call closure scope `scope` trails (`name { }` or `name(…) { }`), or is the
    /// only, labelled argument of (`name(execute: { })`, the same call spelt the other way).
    func callee(takingClosure scope: Int) -> String? {
        calleeToken(takingClosure: scope).map(name)
    }

    /// The name token of the call closure scope `scope` is given to (see `callee(takingClosure:)`).
    func calleeToken(takingClosure scope: Int) -> Int? {
        guard scopes[scope].kind == .closure else { return nil }
        let open = scopes[scope].open
        var before = open - 1
        if isKind(before, .colon), isKind(before - 1, .identifier), isKind(before - 2, .leftParen),
           isKind(scopes[scope].close + 1, .rightParen) {
            before = open - 4
        } else if isKind(before, .rightParen), let parenthesis = match(before) {
            before = parenthesis - 1
        }
        return isKind(before, .identifier) ? before : nil
    }

    /// The first token of the type the function `scope` declares its parameter `name` of (after
    /// the `:`, so `inout` when it is one); nil when `scope` is no function declaring it.
    /// The header is read once per function (`parameterTypeStarts`): a function of thousands of
    /// parameters, each stored a begin call's result or resumed, read it again for each.
    func declaredTypeStart(ofParameter name: String, inFunction scope: Int) -> Int? {
        guard scopes[scope].kind == .function, let header = scopes[scope].headerStart else { return nil }
        return parameterTypeStarts.value(for: scope) {
            // Each name's first `name:` in the header, as a search from the header's start finds it.
            var starts: [String: Int] = [:]
            for token in header..<scopes[scope].open where isKind(token, .identifier) && isKind(token + 1, .colon) {
                let spelling = self.name(token)
                if starts[spelling] == nil { starts[spelling] = token + 2 }
            }
            return starts
        }[name]
    }

    /// Reads `func name<T>(label name: Type = default, …)` from the header keyword up to `body`.
    public func functionSignature(headerStart: Int, body: Int) -> FunctionSignature {
        var signature = FunctionSignature(labels: [], parameterNames: [])
        var cursor = headerStart + 1
        while cursor < body, tokens[cursor].kind != .leftParen { cursor += 1 }
        guard cursor < body, let close = match(cursor), close <= body else { return signature }
        let stops = ParameterStops(self, open: cursor, close: close)
        var stop = 0
        for parameter in splitArguments(open: cursor, close: close) {
            // `label name: Type` or `name: Type`, with `_` for no label. `splitArguments` reads a
            // lone `name:` as a label, so look at the raw words before the colon instead: the
            // last two from the parameter's start up to the next colon (or the `)`).
            let start = parameter.value.lowerBound - (parameter.label == nil ? 0 : 2)
            while stop < stops.stops.count - 1, stops.stops[stop].token < start { stop += 1 }
            let words = stops.stops[stop]
            guard let last = words.last, last >= start else { continue }
            let label = words.secondLast.map { $0 >= start ? name($0) : name(last) } ?? name(last)
            signature.labels.append(label == "_" ? nil : label)
            signature.parameterNames.append(name(last))
            // A type never holds `=`: one in the parameter starts its default value.
            signature.hasDefault.append(parameter.value.contains { isToken($0, .operator, "=") })
        }
        return signature
    }
}

/// The colons of a parameter list and its `)`, each with the last two words (identifiers or
/// keywords) since the colon before: what a parameter's name and label are read from. One pass:
/// a parameter reads up to the next colon, and in a list with none (typed mid-edit) each read on
/// over every later parameter.
private struct ParameterStops {
    struct Stop {
        let token: Int
        let last: Int?
        let secondLast: Int?
    }

    private(set) var stops: [Stop] = []

    init(_ tree: SyntaxTree, open: Int, close: Int) {
        var last: Int?, secondLast: Int?
        for index in open + 1...close {
            let kind = tree.tokens[index].kind
            if index == close || kind == .colon {
                stops.append(Stop(token: index, last: last, secondLast: secondLast))
                (last, secondLast) = (nil, nil)
            } else if kind == .identifier || kind == .keyword {
                (last, secondLast) = (index, last)
            }
        }
    }
}
