// Scenario: a function declaring a UIBackgroundTaskIdentifier result returns a switch expression implicitly; each case's call is the returned value.
// expect: none
import UIKit

enum TaskStarterKind { case upload, cleanup }

extension UIApplication {
    func beginKindTask(_ kind: TaskStarterKind, onExpire: @escaping @MainActor @Sendable () -> Void) -> UIBackgroundTaskIdentifier {
        switch kind {
        case .upload:
            UIApplication.shared.beginBackgroundTask(withName: "Upload", expirationHandler: onExpire)
        case .cleanup:
            UIApplication.shared.beginBackgroundTask(withName: "Cleanup", expirationHandler: onExpire)
        }
    }
}

final class BeaconReporter {
    private var reportTaskID: UIBackgroundTaskIdentifier = .invalid

    func report() {
        reportTaskID = UIApplication.shared.beginKindTask(.upload) { [weak self] in self?.endReport() }
        BeaconAPI.shared.report { [weak self] in self?.endReport() }
    }

    private func endReport() {
        UIApplication.shared.endBackgroundTask(reportTaskID)
        reportTaskID = .invalid
    }
}
