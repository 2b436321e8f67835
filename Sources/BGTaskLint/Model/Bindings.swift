/// A place where a name is bound in executable code: `var`/`let` (also in `if`/`guard`/`while`
/// conditions), `for x in`, `case let x`, a closure's or a function's parameter.
public struct Binding: Sendable {
    /// Token index of the bound name.
    public var token: Int
    /// The executable scope (function or closure) the name belongs to.
    public var scope: Int
    /// Declared with `var` as a variable (not a condition binding).
    public var isVariable: Bool
    /// A parameter or a condition/loop/pattern binding: not the code's to reset.
    public var isParameter: Bool
}

/// A file's bindings by name, each name's ordered by executable scope and then by token: a
/// lookup costs a binary search plus the fewer of the scopes it climbs and the scopes binding
/// the name, however many places bind the same name (every class's `var taskID`, every block's
/// `if let id`) and however deep the use is. One array per name, sorted in place once: grouping
/// each name's list into a dictionary of arrays by scope cost half of building the table.
public struct BindingTable: Sendable {
    /// One name's bindings, sorted by scope then token, and how many scopes they are in.
    struct Bound: Sendable {
        var bindings: [Binding] = []
        var scopeCount = 0

        mutating func sort() {
            bindings.sort { ($0.scope, $0.token) < ($1.scope, $1.token) }
            scopeCount = 0
            var previous = -1
            for binding in bindings where binding.scope != previous {
                scopeCount += 1
                previous = binding.scope
            }
        }

        /// The bindings in `scope`: a range of `bindings` (empty when none).
        func run(of scope: Int) -> Range<Int> {
            let start = firstIndex { $0.scope >= scope }
            return start..<firstIndex(from: start) { $0.scope > scope }
        }

        /// The first position from `start` whose binding satisfies `isPast` (the bindings are
        /// ordered so that it holds from some position on), or the end.
        func firstIndex(from start: Int = 0, where isPast: (Binding) -> Bool) -> Int {
            var low = start, high = bindings.count
            while low < high {
                let middle = (low + high) / 2
                if isPast(bindings[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    private var byName: [String: Bound]
    /// For each scope, the innermost function or type at or around it; 0: none.
    private let boundary: [Int32]
    private let climbs = BindingClimbs()

    /// `byName`'s lists in any order: each is sorted here, in place.
    init(_ byName: [String: Bound], boundary: [Int32]) {
        self.byName = byName
        for index in self.byName.values.indices { self.byName.values[index].sort() }
        self.boundary = boundary
    }

    /// Whether any scope of the file binds `name` (most names looked up never are).
    public func binds(_ name: String) -> Bool { byName[name] != nil }

    /// The binding of `name` a use at token `site` in scope `context` sees: in the innermost
    /// scope around it, up to its function (never a type), that binds it before `site`, the
    /// closest one. Parameters stand at their scope's `{`.
    public func binding(of name: String, before site: Int, around context: Int, in tree: SyntaxTree) -> Binding? {
        guard let bound = byName[name] else { return nil }
        // Few scopes bind the name: test each (its braces around the use, inside the limit)
        // rather than climb; deep nesting made the climb quadratic (a lookup per level).
        if bound.scopeCount <= 8 {
            let limit = Int(boundary[context])
            var visible: [(scope: Int, run: Range<Int>)] = []
            var start = 0
            while start < bound.bindings.count {
                let scope = bound.bindings[start].scope
                let end = bound.firstIndex(from: start) { $0.scope > scope }
                if Self.isVisible(scope, from: context, limit: limit, in: tree) { visible.append((scope, start..<end)) }
                start = end
            }
            for (_, run) in visible.sorted(by: { tree.scopes[$0.scope].open > tree.scopes[$1.scope].open }) {
                if let found = Self.last(in: bound, run, before: site) { return found }
            }
            return nil
        }
        // Many scopes bind it: climb only through those (each scope's nearest is kept), not
        // through every block around the use, which for thousands of uses in nested `if`s was
        // quadratic too.
        var current = climbs.nearestBinding(of: name, around: context, bound, tree)
        while current > 0 {
            if let found = Self.last(in: bound, bound.run(of: current), before: site) { return found }
            if tree.scopes[current].kind.isFunction { break }
            current = climbs.nearestBinding(of: name, around: tree.scopes[current].parent, bound, tree)
        }
        return nil
    }

    /// Whether bindings in `scope` are seen from `context`: its braces hold the use, and it is
    /// inside `limit` (the use's function or type; a type's own scope binds members, not locals).
    private static func isVisible(_ scope: Int, from context: Int, limit: Int, in tree: SyntaxTree) -> Bool {
        guard scope > 0, tree.isScope(context, within: scope) else { return false }
        guard limit > 0 else { return true }
        return tree.scopes[limit].kind.isType ? scope != limit && tree.isScope(scope, within: limit)
            : tree.isScope(scope, within: limit)
    }

    /// The last binding in `run` (sorted by token) whose token is before `site`.
    private static func last(in bound: Bound, _ run: Range<Int>, before site: Int) -> Binding? {
        guard !run.isEmpty else { return nil }
        let end = bound.firstIndex(from: run.lowerBound) { $0.scope > bound.bindings[run.lowerBound].scope || $0.token >= site }
        return end > run.lowerBound ? bound.bindings[end - 1] : nil
    }
}

extension SyntaxTree {
    /// The names a tuple pattern whose `(` is token `open` binds, when the tuple is written right
    /// after `let`, `var`, `for` or `case` (`let (taskID, count) = …`, `for (_, taskID) in tasks`,
    /// `if case let (taskID?, _) = …`): each name that ends an element (before a `,`, the `)`, or
    /// a `?` then one of those), nested tuples included.
    private func tuplePatternBindings(open: Int, executableScope: (Int) -> Int) -> [Binding] {
        let introducer = tokens[open - 1].word
        guard introducer == .let || introducer == .var || introducer == .for || introducer == .case,
              let close = match(open), close > open else { return [] }
        let isCondition = introducer == .for || introducer == .case || isWord(open - 2, .if) || isWord(open - 2, .guard)
            || isWord(open - 2, .while) || isWord(open - 2, .case)
        var found: [Binding] = []
        var token = open + 1
        while token < close {
            // Brackets and braces hold no names of the pattern (a default, a subscript).
            if tokens[token].kind == .leftBracket || tokens[token].kind == .leftBrace, let end = match(token), end > token {
                token = end + 1
                continue
            }
            var next = token + 1
            if isToken(next, .operator, "?") { next += 1 }
            if tokens[token].kind == .identifier, isKind(next, .comma) || next == close || isKind(next, .rightParen),
               isKind(token - 1, .leftParen) || isKind(token - 1, .comma) || isKind(token - 1, .colon) {
                found.append(Binding(token: token, scope: executableScope(token),
                                     isVariable: introducer == .var && !isCondition, isParameter: isCondition))
            }
            token += 1
        }
        return found
    }

    /// Every binding of the file, found in one pass.
    func bindingTable() -> BindingTable {
        let executableScope = { (token: Int) in self.executableScope(ofScope: self.scope(of: token)) }
        var result: [String: BindingTable.Bound] = [:]
        // Only a name right after `var`, `let`, `for` or `case` is bound (never a member name
        // after `.`, whose previous token spells no word): one byte compared per name.
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
            let binding: Binding
            switch tokens[index - 1].word {
            case .var, .let:
                let isCondition = isWord(index - 2, .if) || isWord(index - 2, .guard) || isWord(index - 2, .while)
                    || isWord(index - 2, .case)
                binding = Binding(token: index, scope: executableScope(index),
                                  isVariable: tokens[index - 1].word == .var && !isCondition, isParameter: isCondition)
            case .for, .case:
                binding = Binding(token: index, scope: executableScope(index), isVariable: false, isParameter: true)
            default:
                // The first name of a tuple pattern (`let (taskID, …`) reads the whole tuple: a look
                // back from names after a `(`, not a pass over every `(` of the file.
                if index >= 2, tokens[index - 1].kind == .leftParen {
                    for binding in tuplePatternBindings(open: index - 1, executableScope: executableScope) {
                        result[name(binding.token), default: BindingTable.Bound()].bindings.append(binding)
                    }
                }
                continue
            }
            result[name(index), default: BindingTable.Bound()].bindings.append(binding)
        }
        for (scopeIndex, scope) in scopes.enumerated() {
            let names: [String]
            switch scope.kind {
            case .function:
                guard let header = scope.headerStart else { continue }
                names = functionSignature(headerStart: header, body: scope.open).parameterNames
            case .closure:
                names = closureSignature(brace: scope.open).parameterNames
            default:
                continue
            }
            for parameter in names {
                result[parameter, default: BindingTable.Bound()].bindings.append(
                    Binding(token: scope.open, scope: scopeIndex, isVariable: false, isParameter: true))
            }
        }
        var boundary = [Int32](repeating: 0, count: scopes.count)
        for (scopeIndex, scope) in scopes.enumerated().dropFirst() {
            boundary[scopeIndex] = scope.kind.isFunction || scope.kind.isType ? Int32(scopeIndex) : boundary[scope.parent]
        }
        return BindingTable(result, boundary: boundary)
    }
}

/// A file's parameter names, each with the functions and closures that declare it, read once:
/// "is this name a parameter here" then costs a binary search and one range-maximum lookup,
/// not a parse of every signature around the question, nor a look at every scope declaring
/// the name (thousands of `{ task in … }` handlers made that quadratic).
public struct ParameterTable: Sendable {
    private var scopesByName: [String: DeclaringScopes] = [:]

    init(_ tree: SyntaxTree) {
        var lists: [String: [Int]] = [:]
        for (scopeIndex, scope) in tree.scopes.enumerated() {
            var names: [String]
            switch scope.kind {
            case .function:
                names = scope.headerStart.map { tree.functionSignature(headerStart: $0, body: scope.open).parameterNames } ?? []
                // A property observer's or setter's implicit parameters.
                if tree.isWord(scope.headerStart ?? -1, .var) || tree.isWord(scope.headerStart ?? -1, .let) {
                    names += ["newValue", "oldValue"]
                }
            case .closure:
                names = tree.closureSignature(brace: scope.open).parameterNames
            default:
                continue
            }
            for name in Set(names) { lists[name, default: []].append(scopeIndex) }
        }
        let closes = tree.scopes.map(\.close)
        scopesByName = lists.mapValues { DeclaringScopes($0, closes: closes) }
    }

    /// Whether `name` is a parameter of a function or closure at or around `scope`, short of
    /// the nearest type (a method's parameters are not its nested type's).
    public func isParameter(_ name: String, around scope: Int, in tree: SyntaxTree) -> Bool {
        guard let declaring = scopesByName[name] else { return false }
        let nearestType = tree.typeScope(at: scope)
        // Scopes are numbered in source order, so "opens after the nearest type and not after
        // `scope`" is an index range; brace pairs nest, so a scope in that range holds `scope`
        // exactly when it closes after `scope` opens (the scope itself closes after it opens).
        return declaring.anyClosesAfter(tree.scopes[scope].open, amongScopesAfter: nearestType ?? -1, through: scope)
    }

    /// Whether a function or closure nested in `outer` and at or around `scope` declares `name`:
    /// whether, seen from `scope`, `name` is no longer `outer`'s.
    public func isRebound(_ name: String, inside outer: Int, around scope: Int, in tree: SyntaxTree) -> Bool {
        guard let declaring = scopesByName[name], scope != outer else { return false }
        return declaring.anyClosesAfter(tree.scopes[scope].open, amongScopesAfter: outer, through: scope)
    }
}

/// The scopes declaring one name, ascending, with a sparse table of their closing tokens:
/// the latest close among any run of them is two lookups.
private struct DeclaringScopes: Sendable {
    let scopes: [Int]
    /// `latestClose[level][i]`: the latest close among `scopes[i ..< i + 2^level]`.
    let latestClose: [[Int]]

    init(_ scopes: [Int], closes: [Int]) {
        self.scopes = scopes
        var levels = [scopes.map { closes[$0] }]
        var width = 1
        while width * 2 <= scopes.count {
            let previous = levels[levels.count - 1]
            levels.append((0...(scopes.count - width * 2)).map { max(previous[$0], previous[$0 + width]) })
            width *= 2
        }
        latestClose = levels
    }

    /// Whether a declaring scope numbered in `first + 1 ... last` closes after token `open`.
    func anyClosesAfter(_ open: Int, amongScopesAfter first: Int, through last: Int) -> Bool {
        let low = firstPosition(notBelow: first + 1)
        let high = firstPosition(notBelow: last + 1)
        guard low < high else { return false }
        var level = 0
        while 2 << level <= high - low { level += 1 }
        let latest = max(latestClose[level][low], latestClose[level][high - (1 << level)])
        return latest > open
    }

    /// The position of the first declaring scope numbered `scope` or more.
    private func firstPosition(notBelow scope: Int) -> Int {
        var low = 0, high = scopes.count
        while low < high {
            let middle = (low + high) / 2
            if scopes[middle] < scope { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// For names bound in many scopes, the nearest scope binding each at or around a scope a lookup
/// climbs from, up to the use's function (included) and never into a type; -1 when none. Every
/// scope climbed through keeps its answer, so a file's scopes are climbed once per name however
/// many uses ask.
private struct BindingClimbs: Sendable {
    /// Two threads may both make a missing name's climbs: the answers are the same.
    private let byName = Memo<String, SharedClimb<Int>>()

    func nearestBinding(of name: String, around scope: Int, _ bound: BindingTable.Bound, _ tree: SyntaxTree) -> Int {
        byName.value(for: name) { SharedClimb() }.answer(from: scope) { current in
            // A type's scope binds members, not locals: the climb ends below it.
            if current <= 0 || tree.scopes[current].kind.isType { return .answer(-1) }
            if !bound.run(of: current).isEmpty { return .answer(current) }
            return tree.scopes[current].kind.isFunction ? .answer(-1) : .up(tree.scopes[current].parent)
        }
    }
}
