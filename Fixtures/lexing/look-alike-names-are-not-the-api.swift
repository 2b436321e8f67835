// Scenario: helpers named beginBackgroundTaskIfNeeded / endBackgroundTaskIfNeeded only contain the API names as a prefix; they are not API calls.
// expect: none
import UIKit

final class VoiceNoteSaver {
    private var noteTaskID: UIBackgroundTaskIdentifier = .invalid

    func save(_ note: Data) {
        beginBackgroundTaskIfNeeded()
        VoiceNoteAPI.shared.save(note) { [weak self] in
            self?.endBackgroundTaskIfNeeded()
        }
    }

    private func beginBackgroundTaskIfNeeded() {
        guard noteTaskID == .invalid else { return }
        noteTaskID = UIApplication.shared.beginBackgroundTask(withName: "VoiceNote") { [weak self] in
            self?.endBackgroundTaskIfNeeded()
        }
    }

    private func endBackgroundTaskIfNeeded() {
        guard noteTaskID != .invalid else { return }
        UIApplication.shared.endBackgroundTask(noteTaskID)
        noteTaskID = .invalid
    }
}
