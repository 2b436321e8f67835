// Scenario: a `{` right after an infix or prefix operator in a condition opens a closure, not the statement's body (`guard let store = cached ?? { … }() else {`, `if count == { … }() {`), and so does a `{` after a condition's `,` (`if let first = items.first, { … }() {`), as swiftc parses it, wherever the lines break. Found by the differential check (DTCoreText, SwiftFormat); the bodies after such closures are still read as bodies.
import UIKit

final class StoreFlusher {
    var taskID: UIBackgroundTaskIdentifier = .invalid
    var store: [Int]?

    func flushInBackground() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            guard let store = self.store
                ?? {
                    return self.load()
                }()
            else {
                UIApplication.shared.endBackgroundTask(self.taskID)
                self.taskID = .invalid
                return
            }
            print(store)
            UIApplication.shared.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
        store = nil
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }

    func load() -> [Int]? { nil }
}

final class BatchCounter {
    var taskID: UIBackgroundTaskIdentifier = .invalid
    var items: [Int] = []

    func drain() {
        if items.count > { 0 }() {
            let task = UIApplication.shared.beginBackgroundTask(expirationHandler: nil) // expect: missing-expiration-handler
            items.removeAll()
            UIApplication.shared.endBackgroundTask(task)
        }
    }

    func drainFirst() {
        if let first = items.first, {
            return first > 0
        }() {
            let task = UIApplication.shared.beginBackgroundTask(withName: "drain") // expect: missing-expiration-handler
            items.removeFirst()
            UIApplication.shared.endBackgroundTask(task)
        }
    }

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask {
            if self.items.count >= { 0 }() { // expect: strong-self-in-expiration-handler
                UIApplication.shared.endBackgroundTask(self.taskID)
                self.taskID = .invalid
            }
        }
        items.removeAll()
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
