// Scenario: the handler ends through a helper that ends a single property; no direct end in the handler to compare.
// expect: none
import UIKit

final class RouteRecorder {
    private var routeTaskID: UIBackgroundTaskIdentifier = .invalid

    func record() {
        routeTaskID = UIApplication.shared.beginBackgroundTask(withName: "Route") { [weak self] in
            self?.endRouteTask()
        }
        RouteStore.shared.record { [weak self] in
            self?.endRouteTask()
        }
    }

    private func endRouteTask() {
        UIApplication.shared.endBackgroundTask(routeTaskID)
        routeTaskID = .invalid
    }
}
