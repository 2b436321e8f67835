// Scenario: a type declares no initializer (its implicit one is internal at most) and nothing in the module but its own `static let` constructs it; that one instance lives as long as the process, so the strong `self` in the handler leaks nothing.
// expect: none
import UIKit

final class MetricsFlusher {
    static let current = MetricsFlusher()
    private var flushTaskID: UIBackgroundTaskIdentifier = .invalid

    func flush() {
        flushTaskID = UIApplication.shared.beginBackgroundTask(withName: "FlushMetrics") {
            self.endFlush()
        }
        MetricsStore.upload { [weak self] in self?.endFlush() }
    }

    private func endFlush() {
        UIApplication.shared.endBackgroundTask(flushTaskID)
        flushTaskID = .invalid
    }
}

final class SceneEvents {
    func sceneDidEnterBackground() {
        MetricsFlusher.current.flush()
    }
}
