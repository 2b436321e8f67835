// Scenario: the handler ends the task inside Task { @MainActor in ... }, which runs later, not before the handler returns.
import UIKit

final class PlaybackPositionSaver {
    private var positionTaskID: UIBackgroundTaskIdentifier = .invalid

    func savePosition(_ seconds: Double) {
        positionTaskID = UIApplication.shared.beginBackgroundTask(withName: "Position") { [weak self] in // expect: async-end-in-expiration-handler
            Task { @MainActor in
                guard let self else { return }
                UIApplication.shared.endBackgroundTask(self.positionTaskID)
                self.positionTaskID = .invalid
            }
        }
        PositionStore.shared.save(seconds) { [weak self] in
            self?.endPositionTask()
        }
    }

    private func endPositionTask() {
        UIApplication.shared.endBackgroundTask(positionTaskID)
        positionTaskID = .invalid
    }
}
