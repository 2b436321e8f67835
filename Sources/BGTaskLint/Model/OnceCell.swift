import Foundation

/// A value made on first need, once, safely from any thread.
final class OnceCell<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func value(_ make: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
