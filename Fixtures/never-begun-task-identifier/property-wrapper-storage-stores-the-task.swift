// Scenario: a lock-guarding property wrapper; the task is stored through the wrapper's backing
// storage (`_uploadTask.mutate { … }`), which the wrapped name never shows: taken as a store.
// A private property that nothing stores into, beside it, still holds no task.
import UIKit

@propertyWrapper
final class Locked<Value> {
    private let lock = NSLock()
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
    func mutate(_ change: (inout Value) -> Void) {
        lock.lock(); change(&value); lock.unlock()
    }
}

final class LibraryUploader {
    @Locked private var uploadTask: UIBackgroundTaskIdentifier = .invalid
    private var uploadTaskId: UIBackgroundTaskIdentifier = .invalid

    func upload() {
        _uploadTask.mutate { task in
            task = UIApplication.shared.beginBackgroundTask(withName: "library-upload") { [weak self] in
                self?.finish()
            }
        }
        LibraryAPI.send { [weak self] in self?.finish() }
    }

    private func finish() {
        guard uploadTask != .invalid else { return }
        UIApplication.shared.endBackgroundTask(uploadTask)
        uploadTask = .invalid
    }

    func cancel() {
        UIApplication.shared.endBackgroundTask(uploadTaskId) // expect: never-begun-task-identifier
    }
}

enum LibraryAPI {
    static func send(_ done: @escaping () -> Void) { done() }
}
