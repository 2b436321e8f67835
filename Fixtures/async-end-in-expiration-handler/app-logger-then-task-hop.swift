// Scenario: the handler logs through the app's own logger (whose plumbing the analyzer cannot see into) and ends only inside a Task.
import UIKit

enum AppLog {
    static func info(_ message: String) {
        span.enter()
        emitEvent(level: 2, message: message)
    }

    private static let span = TraceSpan()
}

final class TraceSpan {
    func enter() {
        rustEnterSpan(handle)
    }

    private var handle = 0
}

final class SessionCoordinator {
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func applicationDidEnterBackground() {
        backgroundTask = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            AppLog.info("Background task is about to expire.")
            Task { @MainActor in
                self?.endActiveBackgroundTask()
            }
        }
    }

    func applicationWillEnterForeground() {
        endActiveBackgroundTask()
    }

    private func endActiveBackgroundTask() {
        guard backgroundTask != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
