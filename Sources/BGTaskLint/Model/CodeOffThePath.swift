/// The code before a point of a function that one call of the function cannot run on its way to
/// that point: the earlier branches of the `if … else` chains the point is in, the earlier cases
/// of the `switch`es it is in, and blocks that leave the function (`if done { …; return }`, a
/// `guard`'s `else`). A task ended there, before a begin call, is not an earlier task ended ahead of a
/// new one: it is the task the call began on an earlier call of the function, ended on a later
/// one (`case .active: end(id)` … `case .background: id = begin…`, a scene-phase handler).
///
/// Each function's exits and each `switch`'s case labels are found once, whatever the number of
/// points asked about; a point whose path would cut its code in more than `piecesLimit` pieces
/// keeps it whole (the code is then taken to run on the way, as before this was asked).
final class CodeOffThePath {
    private let tree: SyntaxTree
    /// Per function: its blocks that end in `return` or `throw`, outermost only, in order (the
    /// tokens of their braces).
    private var exitsByFunction: [Int: (opens: [Int], closes: [Int])] = [:]
    /// Per `switch` body: the tokens starting its case labels, and whether a case falls through.
    private var labelsBySwitch: [Int: (starts: [Int], fallsThrough: Bool)] = [:]

    static let piecesLimit = 16

    init(_ tree: SyntaxTree) {
        self.tree = tree
    }

    /// `range`, code of `function` before `point` (reached from the function through `if`,
    /// `switch` and `do` blocks only), without the code off the path to `point`.
    func onThePath(_ range: Range<Int>, to point: Int, in function: Int) -> [Range<Int>] {
        var holes: [ClosedRange<Int>] = []
        var current = tree.scope(of: point)
        var climbed = 0
        while current != function {
            guard climbed < Self.piecesLimit, current > 0 else { return [range] }
            climbed += 1
            switch tree.scopes[current].kind {
            case .block(.conditional): holes += earlierBranches(of: current)
            case .block(.switch):
                guard let cases = earlierCases(of: current, before: point) else { return [range] }
                holes += cases
            default: break
            }
            current = tree.scopes[current].parent
        }
        let exits = exits(of: function)
        var next = exits.opens.firstIndex(notBelow: range.lowerBound)
        while next < exits.opens.count, exits.opens[next] < point {
            guard holes.count < Self.piecesLimit else { return [range] }
            if exits.closes[next] < point { holes.append(exits.opens[next]...exits.closes[next]) }
            next += 1
        }
        guard holes.count <= Self.piecesLimit else { return [range] }
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for hole in holes.sorted(by: { $0.lowerBound < $1.lowerBound }) where hole.upperBound >= start {
            if hole.lowerBound > start { pieces.append(start..<min(hole.lowerBound, range.upperBound)) }
            start = max(start, hole.upperBound + 1)
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// The bodies of the branches before conditional block `branch` in its `if … else` chain.
    private func earlierBranches(of branch: Int) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
        var current = branch
        while found.count <= Self.piecesLimit, case .after(let previous) = tree.placeInIfChain(of: current) {
            found.append(tree.scopes[previous].open...tree.scopes[previous].close)
            current = previous
        }
        return found
    }

    /// The cases of `switch` body `body` before the one holding `point`, as one range from the
    /// body's start to that case's label; none when the point is in none, and nil (keep all) when
    /// a case falls through into a later one.
    private func earlierCases(of body: Int, before point: Int) -> [ClosedRange<Int>]? {
        let labels = labelsBySwitch[body] ?? {
            let found = caseLabels(of: body)
            labelsBySwitch[body] = found
            return found
        }()
        guard !labels.fallsThrough else { return nil }
        let after = labels.starts.firstIndex(notBelow: point)
        guard after > 0, case let label = labels.starts[after - 1], label > tree.scopes[body].open + 1 else { return [] }
        return [(tree.scopes[body].open + 1)...(label - 1)]
    }

    private func caseLabels(of body: Int) -> (starts: [Int], fallsThrough: Bool) {
        var starts: [Int] = []
        var fallsThrough = false
        let scope = tree.scopes[body]
        var index = scope.open + 1
        while index < scope.close {
            if let nested = tree.scope(openedBy: index) {
                index = tree.scopes[nested].close + 1
                continue
            }
            if tree.isWord(index, .fallthrough) { fallsThrough = true }
            let atStatementStart = index == scope.open + 1 || tree.tokens[index].newlineBefore
                || tree.isKind(index - 1, .semicolon)
            let keyword = tree.isKind(index, .attribute) ? index + 1 : index
            if atStatementStart, tree.isWord(keyword, .case) || tree.isWord(keyword, .default),
               tree.caseLabelColon(startingAt: index, before: scope.close) != nil {
                starts.append(index)
            }
            index += 1
        }
        return (starts, fallsThrough)
    }

    /// The blocks of `function` (not of closures or functions in it) whose last statement
    /// returns or throws, outermost only, in order.
    private func exits(of function: Int) -> (opens: [Int], closes: [Int]) {
        if let known = exitsByFunction[function] { return known }
        var found: (opens: [Int], closes: [Int]) = ([], [])
        var next = function + 1
        // Scopes are numbered in the order their braces open: the function's own come next.
        while next < tree.scopes.count, tree.scopes[next].open < tree.scopes[function].close {
            // A closure or local function is skipped whole: none of its blocks is the function's,
            // and n local functions nested in one another each walked all those inside it.
            guard tree.executableScope(ofScope: next) == function else {
                next = tree.descendants(of: next).upperBound
                continue
            }
            let block = tree.scopes[next]
            if block.kind == .block(.conditional), found.closes.last.map({ block.open > $0 }) ?? true, leaves(block: next) {
                found.opens.append(block.open)
                found.closes.append(block.close)
            }
            next += 1
        }
        exitsByFunction[function] = found
        return found
    }

    /// Whether the last statement of block `block` (its own, not a nested block's) returns or throws.
    private func leaves(block: Int) -> Bool {
        let scope = tree.scopes[block]
        let last = scope.close - 1
        guard last > scope.open, tree.scope(of: last) == block else { return false }
        let start = tree.lineStatementStart(of: last)
        guard start > scope.open else { return false }
        return tree.isWord(start, .return) || tree.isWord(start, .throw) || tree.isWord(start, "fatalError")
            || tree.isWord(start, "preconditionFailure")
    }
}
