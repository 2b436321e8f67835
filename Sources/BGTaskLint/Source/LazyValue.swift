import Foundation

/// A value made once, on first use, from whichever thread asks first. Tables that most runs
/// never need (line starts, receiver links) live in one of these beside the data they index.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
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
