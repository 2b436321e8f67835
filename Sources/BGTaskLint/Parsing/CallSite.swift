/// A call expression found at its callee name: `receiver.chain.name(label: value, …) { … } label: { … }`.
public struct CallSite: Sendable {
    /// One argument inside the parentheses.
    public struct Argument: Sendable {
        public var label: String?
        /// Token indices of the value expression.
        public var value: Range<Int>
    }

    /// Token index of the callee's name.
    public var name: Int
    /// Identifier texts of the receiver chain, outermost first: `["UIApplication", "shared"]`.
    public var receiver: [String]
    /// Token index where the whole call expression starts (the receiver's first token).
    public var start: Int
    public var arguments: [Argument]
    /// Opening braces of trailing closures with their labels (`nil` for the first one).
    public var trailingClosures: [(label: String?, brace: Int)]
    /// Token index just past the call.
    public var end: Int

    public var labels: [String?] { arguments.map(\.label) + trailingClosures.map(\.label) }

    /// The value of the argument labelled `label`.
    public func argument(_ label: String) -> Range<Int>? {
        arguments.first { $0.label == label }?.value
    }
}

extension SyntaxTree {
    /// The call whose callee name is token `index`, if `index` is followed by `(` or a trailing
    /// closure on the same line and is not itself being declared (`func name(`).
    public func call(at index: Int) -> CallSite? {
        guard isKind(index, .identifier) || isWord(index, .`init`) || isWord(index, .self) else { return nil }
        if index > 0, tokens[index - 1].kind == .keyword, isWord(index - 1, .func) { return nil }
        var cursor = index + 1
        // Generic arguments: `Task<Void, Never> {`, `withCheckedContinuation<T>(`.
        if isToken(cursor, .operator, "<"), !tokens[cursor].spaceBefore, let close = genericClose(from: cursor) {
            cursor = close + 1
        }
        // A call of an optional or implicitly unwrapped closure: `handler?(task)`, `onExpire!()`.
        // Swift reads `?` or `!` written tight between the name and `(` as postfix, never a ternary.
        if isOptionalCallMark(cursor) { cursor += 1 }
        guard cursor < tokens.count,
              tokens[cursor].kind == .leftParen && !tokens[cursor].newlineBefore || isTrailingClosureBrace(cursor)
        else { return nil }
        // `if ready {`: a name followed by a statement body is no call.
        if tokens[cursor].kind == .leftBrace, isControlHeaderBrace(cursor) { return nil }
        var arguments: [CallSite.Argument] = []
        if tokens[cursor].kind == .leftParen {
            guard let close = match(cursor), close < tokens.count, tokens[close].kind == .rightParen,
                  !isCompoundName(open: cursor, close: close) else { return nil }
            arguments = splitArguments(open: cursor, close: close)
            cursor = close + 1
        }
        var trailing: [(label: String?, brace: Int)] = []
        if isTrailingClosureBrace(cursor) {
            trailing.append((nil, cursor))
            cursor = (match(cursor) ?? tokens.count - 1) + 1
            // Further trailing closures: `} completion: { … }`.
            while cursor + 2 < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword,
                  tokens[cursor + 1].kind == .colon, tokens[cursor + 2].kind == .leftBrace {
                trailing.append((name(cursor), cursor + 2))
                cursor = (match(cursor + 2) ?? tokens.count - 1) + 1
            }
        }
        let (receiver, start) = receiverChain(before: index)
        return CallSite(name: index, receiver: receiver, start: start, arguments: arguments,
                        trailingClosures: trailing, end: cursor)
    }

    /// The name token a reference ending at `last` names: `last` itself, or the name before a
    /// compound name's labels (`endTask(reason:)` → `endTask`).
    func nameBeforeCompoundLabels(endingAt last: Int) -> Int {
        guard isKind(last, .rightParen), let open = match(last), isCompoundName(open: open, close: last) else { return last }
        return open - 1
    }

    /// Whether the parentheses hold only argument labels, each with its colon: `(withName:
    /// expirationHandler:)`, `(_:)`. That names a function (`#selector(UIApplication
    /// .beginBackgroundTask(withName:expirationHandler:))`, a stored method reference); a call
    /// gives each label a value.
    func isCompoundName(open: Int, close: Int) -> Bool {
        let inside = close - open - 1
        guard inside >= 2, inside % 2 == 0 else { return false }
        return stride(from: open + 1, to: close, by: 2).allSatisfy { label in
            (tokens[label].kind == .identifier || tokens[label].kind == .keyword) && tokens[label + 1].kind == .colon
        }
    }

    /// Whether token `index` is a `?` or `!` glued to the name before it and to a `(` after it.
    private func isOptionalCallMark(_ index: Int) -> Bool {
        guard index + 1 < tokens.count, isToken(index, .operator, "?") || isToken(index, .operator, "!") else { return false }
        return !tokens[index].spaceBefore && !tokens[index].newlineBefore
            && tokens[index + 1].kind == .leftParen && !tokens[index + 1].spaceBefore && !tokens[index + 1].newlineBefore
    }

    /// Whether token `index` opens a trailing closure of what comes before it: a `{` on the same
    /// line that opens no statement body, or a closure's `{` opening the next line, which swiftc
    /// also takes for a trailing closure (Allman style: `beginBackgroundTask(withName: n)⏎{ … }`)
    /// wherever a closure may follow an expression (not in an `if` or `while` condition, where
    /// the builder made that brace the statement's body).
    private func isTrailingClosureBrace(_ index: Int) -> Bool {
        guard index < tokens.count, tokens[index].kind == .leftBrace else { return false }
        guard tokens[index].newlineBefore else { return !isControlHeaderBrace(index) }
        return scope(openedBy: index).map { scopes[$0].kind == .closure } ?? false
    }

    /// Whether the brace opens a statement body (`if x {`) rather than a trailing closure (`x {`).
    private func isControlHeaderBrace(_ brace: Int) -> Bool {
        guard let scope = scope(openedBy: brace) else { return false }
        switch scopes[scope].kind {
        case .closure: return false
        default: return true
        }
    }

    private func genericClose(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count, index < open + 64 {
            let token = tokens[index]
            if token.kind == .operator {
                for byte in file.bytes[token.range] {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth == 0 { return index }
                if depth < 0 { return nil }
            } else if token.kind != .identifier && token.kind != .comma && token.kind != .period && token.kind != .keyword {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Splits `( … )` at top-level commas into labelled values.
    func splitArguments(open: Int, close: Int) -> [CallSite.Argument] {
        var arguments: [CallSite.Argument] = []
        var start = open + 1
        var index = start
        while index <= close {
            if index == close || tokens[index].kind == .comma {
                if index > start { arguments.append(argument(in: start..<index)) }
                start = index + 1
                index += 1
                continue
            }
            if let partner = match(index), partner > index, partner < close { index = partner }
            index += 1
        }
        return arguments
    }

    private func argument(in range: Range<Int>) -> CallSite.Argument {
        let first = range.lowerBound
        if range.count >= 2, tokens[first].kind == .identifier || tokens[first].kind == .keyword,
           tokens[first + 1].kind == .colon {
            return CallSite.Argument(label: name(first), value: (first + 2)..<range.upperBound)
        }
        return CallSite.Argument(label: nil, value: range)
    }

    /// The receiver names before a callee name, outermost first, and the token where the chain
    /// starts. Links come from `ReceiverLinks`, so each call costs its kept names, not its chain.
    ///
    /// A chain longer than `ReceiverLinks.keptNames` keeps its root and its innermost names:
    /// the rules read the root, the last name and short chains whole, and only generated code
    /// has chains that long (`a.c0().c1()…` with every call storing its whole prefix was
    /// quadratic in time and memory).
    func receiverChain(before index: Int) -> (names: [String], start: Int) {
        guard index >= 0, index < tokens.count else { return ([], index) }
        let links = receiverLinks.value { ReceiverLinks(self) }
        var names: [String] = []
        var link = links.previous(of: index)
        while let receiver = link, names.count < ReceiverLinks.keptNames - 1 {
            names.append(name(receiver))
            link = links.previous(of: receiver)
        }
        let start = links.root(of: index)
        if link != nil { names.append(name(start)) }
        names.reverse()
        return (names, start)
    }

    /// The receiver name whose `.` comes right before token `index`, skipping postfix `?` / `!`
    /// and call or subscript suffixes: `b` for `c` in `a.b()?.c`.
    fileprivate func receiverLink(before index: Int) -> Int? {
        let cursor = index - 1
        guard cursor >= 0, tokens[cursor].kind == .period else { return nil }
        return receiverName(walkingBackFrom: cursor - 1)
    }

    /// The receiver name a walk back from token `start` meets, past postfix `?` / `!` and call or
    /// subscript suffixes, if it meets one: `receiverLink`'s walk, which starts past the directive
    /// lines above a `.` that opens a line (`tokenBefore(directiveLinesAbove:ifOf:)`).
    fileprivate func receiverName(walkingBackFrom start: Int) -> Int? {
        var previous = start
        while previous >= 0 {
            if tokens[previous].kind == .operator, !tokens[previous].spaceBefore,
               isToken(previous, .operator, "?") || isToken(previous, .operator, "!") {
                previous -= 1
            } else if tokens[previous].kind == .rightParen || tokens[previous].kind == .rightBracket,
                      let open = match(previous), open < previous {
                previous = open - 1
            } else {
                break
            }
        }
        guard previous >= 0, tokens[previous].kind == .identifier || tokens[previous].kind == .keyword else { return nil }
        return previous
    }

    /// The token before the `.` at `period` that a receiver chain continues from, when the `.`
    /// opens the line after directive lines: a member chosen by a postfix `#if`
    /// (`a⏎#if DEBUG⏎.b()⏎#else⏎.c()⏎#endif`) follows what comes before the `#if`, in every
    /// clause and after the `#endif`. `ifOf` gives the `#if` of each `#elseif`, `#else` and
    /// `#endif` before the `.`; -1 when a directive has none.
    ///
    /// `climbEnds` keeps where a climb through each directive line ended: the climb from a
    /// directive depends only on the lines above it, and members below thousands of `#if` blocks
    /// (SwiftUI modifiers, each under its own `#if os(…)`) each climbed through all of them.
    fileprivate func tokenBefore(directiveLinesAbove period: Int, ifOf: [Int: Int], lineStarts: inout [Int: Int],
                                 climbEnds: inout [Int: Int]) -> Int {
        var previous = period - 1
        var passed: [Int] = []
        defer { for directive in passed { climbEnds[directive] = previous } }
        while previous >= 0, let directive = directiveStartingLine(of: previous, &lineStarts) {
            if let end = climbEnds[directive] {
                previous = end
                break
            }
            passed.append(directive)
            if bytesEqual(tokens[directive], "#if") {
                previous = directive - 1
            } else if let opening = ifOf[directive] {
                previous = opening - 1
            } else {
                previous = -1
                break
            }
        }
        return previous
    }

    /// The `#if`, `#elseif`, `#else` or `#endif` that starts the line of token `index`, if one
    /// does. `lineStarts` keeps each line start found, by the token asked from: a line is asked
    /// about from its last token (the one before a directive), and thousands of `#elseif`
    /// clauses below one long line each walked it back.
    private func directiveStartingLine(of index: Int, _ lineStarts: inout [Int: Int]) -> Int? {
        let start = lineStarts[index] ?? {
            var start = index
            while start > 0, !tokens[start].newlineBefore { start -= 1 }
            lineStarts[index] = start
            return start
        }()
        return tokens[start].kind == .poundDirective ? start : nil
    }
}

/// Every token's step back along a receiver chain, made in one pass over the file: in
/// `a.b().c`, `c` links to `b` and `b` to `a`, and all three have root `a`.
///
/// Walking back from each call instead re-walks the whole chain before it, which is quadratic in
/// `a.c0().c1().c2()…`.
struct ReceiverLinks: Sendable {
    /// The most receiver names a call keeps: the root and the innermost `keptNames - 1`.
    static let keptNames = 32

    /// For each token, the receiver name its `.` follows, or -1.
    private let links: [Int32]
    /// For each token, the first token of its chain (the token itself when it has no receiver).
    private let roots: [Int32]

    init(_ tree: SyntaxTree) {
        var links = [Int32](repeating: -1, count: tree.tokens.count)
        var roots = [Int32](repeating: -1, count: tree.tokens.count)
        var openIfs: [Int] = []
        var ifOf: [Int: Int] = [:]
        var sawIf = false
        let tokens = tree.tokens
        var lineStarts: [Int: Int] = [:]
        var climbEnds: [Int: Int] = [:]
        // The receiver a walk back from a token meets, by the token: every clause of a postfix
        // `#if` walks back from the same token, over every call suffix before it.
        var namesWalkedTo: [Int: Int?] = [:]
        for index in tokens.indices {
            if tokens[index].kind == .poundDirective {
                switch tree.text(index) {
                case "#if":
                    openIfs.append(index)
                    sawIf = true
                case "#elseif", "#else": if let opening = openIfs.last { ifOf[index] = opening }
                case "#endif": if let opening = openIfs.popLast() { ifOf[index] = opening }
                default: break
                }
            }
            roots[index] = Int32(index)
            // Only a name after a `.` has a receiver (the test, here, spares most tokens a call).
            guard index >= 2, tokens[index - 1].kind == .period else { continue }
            // Directive lines matter only to a `.` opening a line, once the file has had an `#if`.
            let link: Int?
            if sawIf && tokens[index - 1].newlineBefore {
                let start = tree.tokenBefore(directiveLinesAbove: index - 1, ifOf: ifOf, lineStarts: &lineStarts,
                                             climbEnds: &climbEnds)
                link = namesWalkedTo[start] ?? {
                    let name = tree.receiverName(walkingBackFrom: start)
                    namesWalkedTo[start] = name
                    return name
                }()
            } else {
                link = tree.receiverLink(before: index)
            }
            if let link {
                links[index] = Int32(link)
                roots[index] = roots[link]
            }
        }
        self.links = links
        self.roots = roots
    }

    func previous(of index: Int) -> Int? {
        links[index] >= 0 ? Int(links[index]) : nil
    }

    func root(of index: Int) -> Int {
        Int(roots[index])
    }
}

extension SyntaxTree {
    /// The call whose parentheses hold `token`, if the nearest open bracket around it is a call's
    /// `(` (string interpolations are seen through: `print("\(id)")` holds `id`). Constant time
    /// but for the first ask about a call, which splits its arguments once.
    public func call(enclosing token: Int) -> CallSite? {
        guard token >= 0, token <= tokens.count else { return nil }
        let opener = groupOpeners.value { GroupOpeners(self) }.opener(before: token)
        guard opener > 0, tokens[opener].kind == .leftParen,
              let call = callsOpened.value(for: opener, compute: { call(at: opener - 1) }) else { return nil }
        return call.end > token ? call : nil
    }
}

/// For each token, what walking back from it meets first, stepping over whole `( )`, `[ ]` and
/// `{ }` groups (and through anything else, string interpolations included): the `(`, `[` or
/// `{` open around it, or nothing (the file's start, or a closer with no opener before it). One
/// pass in source order: a walk per question crossed every earlier argument of its call, and a
/// call of thousands of arguments asked about each was quadratic.
struct GroupOpeners: Sendable {
    /// `openers[t]`: the opener for token `t` (`t` up to the token count), or -1.
    private let openers: [Int32]

    init(_ tree: SyntaxTree) {
        let tokens = tree.tokens
        var openers = [Int32](repeating: -1, count: tokens.count + 1)
        for token in tokens.indices {
            let next = token + 1
            switch tokens[token].kind {
            case .leftParen, .leftBracket, .leftBrace:
                openers[next] = Int32(token)
            case .rightParen, .rightBracket, .rightBrace:
                // The walk goes on before the group's opener, as it would from that opener.
                if let partner = tree.match(token), partner < token { openers[next] = openers[partner] }
            default:
                openers[next] = openers[token]
            }
        }
        self.openers = openers
    }

    func opener(before token: Int) -> Int {
        Int(openers[token])
    }
}
