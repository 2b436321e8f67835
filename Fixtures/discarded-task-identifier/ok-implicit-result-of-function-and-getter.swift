// Scenario: a begin call that is the whole body of a function or getter declaring a result is returned, not discarded; the caller keeps and ends the identifier.
// expect: none
import UIKit

final class CalendarMirror {
    private var mirrorTaskID: UIBackgroundTaskIdentifier = .invalid

    private func beginMirrorTask() -> UIBackgroundTaskIdentifier {
        UIApplication.shared.beginBackgroundTask(withName: "Mirror") { [weak self] in self?.endMirror() }
    }

    private var freshMirrorTask: UIBackgroundTaskIdentifier {
        UIApplication.shared.beginBackgroundTask(withName: "MirrorNow") { [weak self] in self?.endMirror() }
    }

    func mirror(now: Bool) {
        mirrorTaskID = now ? freshMirrorTask : beginMirrorTask()
        CalendarMirrorAPI.shared.mirror { [weak self] in self?.endMirror() }
    }

    private func endMirror() {
        UIApplication.shared.endBackgroundTask(mirrorTaskID)
        mirrorTaskID = .invalid
    }
}
