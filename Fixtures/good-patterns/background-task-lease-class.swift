// Scenario: a BackgroundTaskLease class owns one task: it begins in init, ends once in release(), and releases in deinit.
// expect: none
import UIKit

final class BackgroundTaskLease {
    private let application: UIApplication
    private var identifier: UIBackgroundTaskIdentifier = .invalid

    init(name: String, application: UIApplication = .shared, onExpiration: @escaping () -> Void = {}) {
        self.application = application
        identifier = application.beginBackgroundTask(withName: name) { [weak self] in
            onExpiration()
            self?.release()
        }
    }

    var isActive: Bool { identifier != .invalid }

    func release() {
        guard identifier != .invalid else { return }
        application.endBackgroundTask(identifier)
        identifier = .invalid
    }

    deinit {
        release()
    }
}

final class StatusPoster {
    func post(_ status: String) {
        let lease = BackgroundTaskLease(name: "PostStatus")
        StatusAPI.shared.post(status) {
            lease.release()
        }
    }
}
