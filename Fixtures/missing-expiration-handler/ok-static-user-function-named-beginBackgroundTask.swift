// Scenario: a user enum declares static beginBackgroundTask(named:); calls to it have a different signature and are not the API.
// expect: none
import UIKit

enum BackgroundWork {
    static func beginBackgroundTask(named name: String, onExpire: @escaping @MainActor @Sendable () -> Void) -> UIBackgroundTaskIdentifier {
        UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: onExpire)
    }

    static func end(_ taskID: UIBackgroundTaskIdentifier) {
        UIApplication.shared.endBackgroundTask(taskID)
    }
}

final class StickerSync {
    private var stickerTaskID: UIBackgroundTaskIdentifier = .invalid

    func sync() {
        stickerTaskID = BackgroundWork.beginBackgroundTask(named: "Stickers") { [weak self] in
            self?.finish()
        }
        StickerAPI.shared.sync { [weak self] in
            self?.finish()
        }
    }

    private func finish() {
        BackgroundWork.end(stickerTaskID)
        stickerTaskID = .invalid
    }
}
