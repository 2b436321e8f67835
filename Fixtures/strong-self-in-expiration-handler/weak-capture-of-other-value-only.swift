// Scenario: the handler captures another object weakly ([weak operation]) but still uses self strongly.
import UIKit

final class ArchiveBuilder {
    private var buildTaskID: UIBackgroundTaskIdentifier = .invalid
    private var currentOperation: Operation?

    func build(_ files: [URL], on queue: OperationQueue) {
        let operation = BlockOperation { print("zipping \(files.count) files") }
        currentOperation = operation
        buildTaskID = UIApplication.shared.beginBackgroundTask(withName: "Archive") { [weak operation] in
            operation?.cancel()
            self.endBuildTask() // expect: strong-self-in-expiration-handler
        }
        operation.completionBlock = { [weak self] in self?.endBuildTask() }
        queue.addOperation(operation)
    }

    private func endBuildTask() {
        UIApplication.shared.endBackgroundTask(buildTaskID)
        buildTaskID = .invalid
    }
}
