// Scenario: the handler is a method of another object that no analysed file declares — a Task's cancel — passed by reference. Cancelling does not end the background task, exactly as the closure `{ sync.cancel() }` would not.
import UIKit

final class SyncRunner {
    func runInBackground(_ operation: @escaping @Sendable () async throws -> Void) async throws {
        let sync = Task(operation: operation)
        let taskID = UIApplication.shared.beginBackgroundTask(withName: "Sync", expirationHandler: sync.cancel) // expect: missing-end-in-expiration-handler
        defer { UIApplication.shared.endBackgroundTask(taskID) }
        try await sync.value
    }
}
