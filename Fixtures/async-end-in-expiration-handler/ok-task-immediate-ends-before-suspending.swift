// Scenario: `Task.immediate { }` (Swift 6.2) runs its closure in place until it first suspends.
// An end before its first `await`, or in a closure with no `await` of its own (one in a nested
// closure does not suspend it), happens before the handler returns.
import UIKit

final class ExportOperation {
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let cleanup: () async -> Void

    init(cleanup: @escaping () async -> Void) {
        self.cleanup = cleanup
    }

    func start() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            Task.immediate { @MainActor in
                self.finish()
                await self.cleanup()
            }
        }
        Exporter.shared.run { [weak self] in self?.finish() }
    }

    func restart() {
        taskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            Task.immediate {
                let later = { await self?.cleanup() }
                self?.finish()
                _ = later
            }
        }
        Exporter.shared.run { [weak self] in self?.finish() }
    }

    private func finish() {
        UIApplication.shared.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
