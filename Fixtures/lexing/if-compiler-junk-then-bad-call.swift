// Scenario: inactive #if compiler(>=99) blocks hold unbalanced, unparseable text; the real call after them is found on its own line.
import UIKit

#if compiler(>=99)
func future() { this is { not "valid swift
#endif

final class FutureProofSaver {
    private var saveTaskID: UIBackgroundTaskIdentifier = .invalid

#if compiler(>=99)
    ) ] } { { ' unbalanced
#else
    private var retries = 0
#endif

    func save() {
        saveTaskID = UIApplication.shared.beginBackgroundTask { } // expect: missing-end-in-expiration-handler
        retries += 1
        SaveAPI.shared.save { [weak self] in
            self?.endSaveTask()
        }
    }

    private func endSaveTask() {
        UIApplication.shared.endBackgroundTask(saveTaskID)
        saveTaskID = .invalid
    }
}
