// Scenario: a local identifier is ended only in its own expiration handler; the body stores a copy in a table before the handler can run, and the handler removes it. UIKit calls the handler at most once, so a reset of the local would be a dead store.
// expect: none
import UIKit

final class PlaybackGuards {
    private var active: [String: UIBackgroundTaskIdentifier] = [:]

    func guardPlayback(of episode: String) {
        var guardID = UIBackgroundTaskIdentifier.invalid
        guardID = UIApplication.shared.beginBackgroundTask(withName: "Playback") { [weak self] in
            UIApplication.shared.endBackgroundTask(guardID)
            self?.active.removeValue(forKey: episode)
        }
        active[episode] = guardID
    }

    func release(_ episode: String) {
        guard let id = active.removeValue(forKey: episode) else { return }
        UIApplication.shared.endBackgroundTask(id)
    }
}
