#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value made once, on first use, from whichever thread asks first. Tables that most runs
/// never need (line starts, receiver links) live in one of these beside the data they index.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    func value(orMake make: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}

/// A thread-safe memo table: helper summaries shared by every file's rules, a file's lines.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private var table: [Key: Value] = [:]
    private let lock = Lock()

    subscript(key: Key) -> Value? {
        get { lock.withLock { table[key] } }
        set { lock.withLock { table[key] = newValue } }
    }

    /// The stored value, or `compute`'s, stored. Two threads may both compute a missing value;
    /// summaries are pure, so they store the same one.
    func value(for key: Key, compute: () -> Value) -> Value {
        if let known = self[key] { return known }
        let value = compute()
        self[key] = value
        return value
    }
}
