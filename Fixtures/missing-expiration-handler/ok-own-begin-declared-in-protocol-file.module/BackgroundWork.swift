import Foundation

/// The app's own background work: a lease it hands back, not UIKit's identifier.
protocol BackgroundWork {
    func beginBackgroundTask(withName name: String?, expirationHandler handler: (() -> Void)?) -> WorkLease
}

final class WorkLease {
    func finish() {}
}
