// Scenario: the end is inside the completion closure but the reset runs in the enclosing method right away, not after the end.
import UIKit

final class StickerPackInstaller {
    private var installTaskID: UIBackgroundTaskIdentifier = .invalid

    func install(_ pack: URL) {
        installTaskID = UIApplication.shared.beginBackgroundTask(withName: "InstallStickers") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.installTaskID)
            self.installTaskID = .invalid
        }
        StickerStore.shared.install(pack) { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.installTaskID) // expect: missing-invalid-reset
        }
        installTaskID = .invalid
    }
}
