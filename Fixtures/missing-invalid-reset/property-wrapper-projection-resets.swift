// Scenario: the identifier is an `@Atomic` property whose wrapped value has no setter; the
// wrapper's projection stores into it (`$taskID.mutate { $0 = .invalid }`), right after the end:
// that is the reset. The same wrapper whose end is followed by no such call is still reported.
import UIKit

@propertyWrapper
final class Atomic<Value> {
    private let lock = NSLock()
    private var value: Value
    var projectedValue: Atomic<Value> { self }
    var wrappedValue: Value { lock.withLock { value } }

    init(wrappedValue: Value) {
        value = wrappedValue
    }

    func mutate(_ mutation: (inout Value) -> Void) {
        lock.withLock { mutation(&value) }
    }
}

final class Player {
    @Atomic private var taskID: UIBackgroundTaskIdentifier = .invalid

    func play() {
        let id = UIApplication.shared.beginBackgroundTask(withName: "player") { [weak self] in
            self?.finish()
        }
        $taskID.mutate { $0 = id }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        $taskID.mutate { $0 = .invalid }
    }
}

final class Recorder {
    @Atomic private var taskID: UIBackgroundTaskIdentifier = .invalid

    func record() {
        let id = UIApplication.shared.beginBackgroundTask(withName: "recorder") { [weak self] in
            self?.finish()
        }
        $taskID.mutate { $0 = id }
    }

    func finish() {
        UIApplication.shared.endBackgroundTask(taskID) // expect: missing-invalid-reset
        print("recording stopped")
    }
}
