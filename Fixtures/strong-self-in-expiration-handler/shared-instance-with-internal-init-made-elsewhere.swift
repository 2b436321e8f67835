// Scenario: a shared instance with an internal initializer, but the module makes another instance
// too: that one can leak through the handler's strong `self`.
import UIKit

final class ClipboardScrubber {
    static let shared = ClipboardScrubber()
    private var scrubTaskID: UIBackgroundTaskIdentifier = .invalid

    init() {}

    func scrub() {
        scrubTaskID = UIApplication.shared.beginBackgroundTask {
            self.endScrubTask() // expect: strong-self-in-expiration-handler
        }
        ClipboardAPI.clear { [weak self] in self?.endScrubTask() }
    }

    private func endScrubTask() {
        UIApplication.shared.endBackgroundTask(scrubTaskID)
        scrubTaskID = .invalid
    }
}

final class ClipboardSettingsScreen {
    let previewScrubber = ClipboardScrubber()
}
