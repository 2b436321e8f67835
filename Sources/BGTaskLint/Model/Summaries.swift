#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How many more levels of helpers a summary that follows calls (does it end the task, what long
/// work does it do) may still enter. A body with `levels` left summarizes the helpers it calls with
/// `levels - 1` left; at 0 its helper calls are cut (they add nothing).
///
/// Summaries are memoized per (declaration, levels left). The answer for that pair depends only
/// on its callees' answers with one level less, so the recursion always ends and there is no
/// cycle to break: a recursive helper is met again with fewer levels, which finds nothing a
/// simple path would not (the helpers within k calls are the same either way). Every answer is
/// therefore the same whichever file, thread or root asked first, and each declaration is
/// summarized at most `maximumDepth + 1` times per summary kind. (A walk that cut cycles on its
/// path could not memoize what it cut and re-explored every path: exponential in a call graph
/// with cycles.)
enum HelperLevels {
    /// Helpers are followed at most this deep (documented in rules.md).
    static let maximumDepth = 12

    /// What a body that is not itself a helper (a handler, the root of a query) starts with.
    static let root = maximumDepth
}

/// The summaries of one run, shared by every file's rules.
final class SummaryMemos: Sendable {
    /// Whether a declaration's body reaches a target, by helper levels left.
    let reach = Memo<CodeFacts.ReachKey, Ending>()
    /// Whether a call that resolves reaches a target: one answer per overload group (`ResolutionInputs`).
    let callReach = Memo<CallGroupKey, Ending>()
    /// Whether a launch handler's body (a closure, or a function given by reference) reaches
    /// `setTaskCompleted` (`BGTaskMissingSetTaskCompleted`).
    let launchHandlerReach = Memo<DeclarationRef, Ending>()
    /// Whether a closure holding no task reaches a target (`reachHoldingNoTask`).
    let closureReach = Memo<CodeFacts.ClosureReachKey, Ending>()
    /// A declaration's long work, by helper levels left.
    let longWork = Memo<CodeFacts.LongWorkKey, [LongWork]>()
    /// The first long work in the helpers a call resolves to: one answer per overload group (`ResolutionInputs`).
    let callLongWork = Memo<CallGroupKey, LongWork?>()
    /// The identifiers the helpers a call resolves to end by name (`task-never-ended`); nil when
    /// the call resolves to nothing.
    let endedByCall = Memo<ResolutionInputs, Set<String>?>()
}

/// The calls that resolve alike (same `ResolutionInputs`), for one summary with so many helper
/// levels left.
struct CallGroupKey: Hashable {
    enum Summary: Hashable {
        case reach(CodeFacts.ReachTarget, beforeReturning: Bool)
        case firstLongWork
    }

    var inputs: ResolutionInputs
    var summary: Summary
    var levels: Int
}

/// What `resolve` reads of a call. Calls equal in these resolve to the same declarations, so
/// each overload group is summarized once: n calls to n overloads cost O(n), not O(n²).
struct ResolutionInputs: Hashable {
    var name: String
    var receiver: [String]
    var labels: [String?]
    var scope: ResolutionScope

    init(_ call: CallSite, in facts: CodeFacts) {
        let tree = facts.tree
        name = tree.name(call.name)
        receiver = call.receiver
        labels = call.labels
        let around = tree.scope(of: call.name)
        guard call.receiver.isEmpty || call.receiver == ["self"] || call.receiver == ["super"] else {
            scope = .local(file: facts.file, context: around)
            return
        }
        // No file declaring a function of the name (`print`, `append`): nothing to look up.
        if facts.index.mayDeclareFunction(name), let typeName = tree.typeName(at: around),
           !facts.index.functions(named: name, in: typeName).isEmpty {
            // `f()`, `self.f()` and `super.f()` all resolve to the type's methods.
            receiver = []
            scope = .methodsOf(typeName)
        } else {
            scope = .local(file: facts.file, context: -2 - (tree.typeScope(at: around) ?? -1))
        }
    }
}

/// What decides where a call resolves, besides its name, receiver and labels.
enum ResolutionScope: Hashable {
    /// A call on `self` (or on nothing, or `super`) in a type that has methods of its name: the
    /// type's name alone, in whichever file. Types are known by name, so n files each with its
    /// own nested `Worker` share one group, not n groups each reading all n `Worker`s' methods.
    case methodsOf(String)
    /// Anything else: the call's file and the scope around it. For a call on `self` that is the
    /// enclosing type's scope (stored as -2 - scope, so the two kinds of context never meet):
    /// only the type counts (`resolve` reads nothing else), so such calls from all the type's
    /// functions form one group.
    case local(file: Int, context: Int)
}
