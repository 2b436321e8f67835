import Foundation

/// A thread-safe memo table for per-declaration summaries shared by every file's rules.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private var table: [Key: Value] = [:]
    private let lock = NSLock()

    subscript(key: Key) -> Value? {
        get { lock.withLock { table[key] } }
        set { lock.withLock { table[key] = newValue } }
    }
}

/// One walk through helpers, for a summary that follows calls (does it end the task, what long
/// work does it do). A declaration already on the path (a cycle) or past the depth bound answers
/// `cut`; a result that depended on such a cut is not memoized, so answers never depend on which
/// file or thread asked first.
struct SummaryWalk {
    /// Helpers are followed at most this deep.
    static let maximumDepth = 12

    private var visiting: Set<DeclarationRef> = []
    private var truncated = false

    mutating func summarize<Key, Value>(_ ref: DeclarationRef, memo: Memo<Key, Value>, key: Key, cut: Value,
                                        compute: (inout SummaryWalk) -> Value) -> Value {
        if let known = memo[key] { return known }
        if visiting.contains(ref) || visiting.count >= SummaryWalk.maximumDepth {
            truncated = true
            return cut
        }
        visiting.insert(ref)
        let truncatedOutside = truncated
        truncated = false
        let value = compute(&self)
        visiting.remove(ref)
        if !truncated { memo[key] = value }
        truncated = truncated || truncatedOutside
        return value
    }
}
