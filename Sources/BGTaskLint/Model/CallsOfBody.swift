/// The calls of one body filed for questions that hand the task to some of the body's names
/// (`CodeFacts.reach(_:inBody:levels:beforeReturning:carriers:)`): which calls may be handed it,
/// found from the uses of those names rather than by testing every call.
///
/// A call is handed the task when one of its arguments holds a use of a name that is the task
/// (`TaskCarriers.heldTokens`), and called on it when its receiver's root is named like one
/// (`TaskCarriers.holds(_:at:in:)`). Any other call answers as if the body held no task. So a
/// question asks its own carriers only of the calls found here, a superset of those, and takes
/// the rest from `AnswersHandedNoTask`: a helper of n statements, each naming another of its
/// n parameters, asked once per parameter, costs each question its parameter's uses, not n calls.
final class CallsOfBody: Sendable {
    /// `calls(in:)` of the body, in order.
    let calls: [CallSite]
    /// False when two calls' argument spans overlap without nesting (no well-formed code does):
    /// the spans then say nothing, and every call is asked.
    let spansNest: Bool
    /// The calls with arguments, by where their arguments start (ties: the wider span first):
    /// `spanStarts[k]` is where those of call `bySpanStart[k]` start, `spanParents[k]` the
    /// position here of the innermost span around it (-1: none).
    private let bySpanStart: [Int]
    private let spanStarts: [Int]
    private let spanParents: [Int]
    /// The calls with an argument lying outside the body, whose uses the carriers test token by
    /// token: always asked.
    private let alwaysAsked: [Int]
    /// The calls by the root of their receiver (`task` in `task.setTaskCompleted(…)`).
    private let byReceiverRoot: [String: [Int]]

    init(calls: [CallSite], body: Range<Int>) {
        self.calls = calls
        var spans: [(start: Int, end: Int, call: Int)] = []
        var alwaysAsked: [Int] = []
        var byReceiverRoot: [String: [Int]] = [:]
        for (position, call) in calls.enumerated() {
            if let root = call.receiver.first { byReceiverRoot[root, default: []].append(position) }
            if call.arguments.contains(where: { $0.value.lowerBound < body.lowerBound || $0.value.upperBound > body.upperBound }) {
                alwaysAsked.append(position)
            }
            let values = call.arguments.map(\.value).filter { !$0.isEmpty }
            guard let start = values.map(\.lowerBound).min(), let end = values.map(\.upperBound).max() else { continue }
            spans.append((start, end, position))
        }
        spans.sort { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
        // The spans around each one are those still open when it starts (a stack).
        var parents: [Int] = []
        var open: [Int] = []
        var nest = true
        for (position, span) in spans.enumerated() {
            while let last = open.last, spans[last].end <= span.start { open.removeLast() }
            if let last = open.last, spans[last].end < span.end { nest = false }
            parents.append(open.last ?? -1)
            open.append(position)
        }
        self.alwaysAsked = alwaysAsked
        self.byReceiverRoot = byReceiverRoot
        bySpanStart = spans.map(\.call)
        spanStarts = spans.map(\.start)
        spanParents = parents
        spansNest = nest
    }

    /// The positions in `calls` of those that may be handed the task or called on it, ascending:
    /// every call whose arguments' span holds one of `held` (tokens that are the task,
    /// ascending), every call whose receiver's root is one of `names`, and those always asked.
    /// Only meaningful when `spansNest`.
    func callsMaybeHanded(held: ArraySlice<Int>, names: Set<String>) -> [Int] {
        var asked = Set(alwaysAsked)
        for name in names { asked.formUnion(byReceiverRoot[name] ?? []) }
        // Nested spans around a token all lie on the chain of spans around the last one
        // starting at or before it; a span marked had its whole chain marked.
        var marked = Set<Int>()
        for token in held {
            var span = spanStarts.firstIndex(notBelow: token + 1) - 1
            while span >= 0, marked.insert(span).inserted {
                asked.insert(bySpanStart[span])
                span = spanParents[span]
            }
        }
        return asked.sorted()
    }
}
