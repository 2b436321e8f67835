// Scenario: the normal path calls `finishUpload()`, which no analysed file declares (a superclass in another module may); named like an end, it may end the task, so nothing is reported.
// expect: none
import UIKit

final class DraftComposer: ComposerBase {
    var draftTaskID: UIBackgroundTaskIdentifier = .invalid

    func send(_ draft: Data) {
        draftTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.draftTaskID)
            self.draftTaskID = .invalid
        }
        ComposerOutbox.shared.send(draft) { [self] in
            finishUpload()
        }
    }
}
