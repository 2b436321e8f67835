// Scenario: the handler ends the task inside `Task.immediate { }` (Swift 6.2), after an `await`.
// The closure runs in place only until it first suspends; the end comes after that, once the
// handler has returned. Also through a helper that ends the task, called after the `await`.
import UIKit

final class ExportOperation {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let cleanup: () async -> Void

    init(cleanup: @escaping () async -> Void) {
        self.cleanup = cleanup
    }

    func start(work: () async -> Void) async {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            guard let self else { return }
            Task.immediate { @MainActor in
                await self.cleanup()
                UIApplication.shared.endBackgroundTask(self.taskID)
                self.taskID = .invalid
            }
        }
        await work()
        finish()
    }

    func restart() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            Task.immediate {
                if let self {
                    await self.cleanup()
                    self.finish()
                }
            }
        }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
