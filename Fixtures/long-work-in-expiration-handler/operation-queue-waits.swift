// Scenario: the handler cancels its operations and then blocks until they have finished
// (`waitUntilAllOperationsAreFinished()`, an operation's `waitUntilFinished()`): an operation that
// checks `isCancelled` rarely keeps the handler blocked well past its second. Cancelling alone is
// atomic, and is not reported.
import UIKit

final class Importer {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let queue = OperationQueue()
    private var current: Operation?

    func importAll(_ operations: [Operation]) {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "import") { [weak self] in
            self?.queue.cancelAllOperations()
            self?.queue.waitUntilAllOperationsAreFinished() // expect: long-work-in-expiration-handler
            self?.end()
        }
        queue.addOperations(operations, waitUntilFinished: false)
        queue.addBarrierBlock { [weak self] in self?.end() }
    }

    func importOne(_ operation: Operation) {
        current = operation
        taskID = UIApplication.shared.beginBackgroundTask(withName: "import-one") { [weak self] in
            self?.current?.cancel()
            self?.current?.waitUntilFinished() // expect: long-work-in-expiration-handler
            self?.end()
        }
        queue.addOperation(operation)
        queue.addBarrierBlock { [weak self] in self?.end() }
    }

    func importQuickly(_ operations: [Operation]) {
        taskID = UIApplication.shared.beginBackgroundTask(withName: "import-quickly") { [weak self] in
            self?.queue.cancelAllOperations()
            self?.end()
        }
        queue.addOperations(operations, waitUntilFinished: false)
        queue.addBarrierBlock { [weak self] in self?.end() }
    }

    private func end() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
