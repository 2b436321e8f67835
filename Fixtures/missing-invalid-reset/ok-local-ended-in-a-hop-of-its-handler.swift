// Scenario: a local identifier is ended in a hop its expiration handler makes onto the queue that guards the table of tasks (`queue.async { end(id) }`, which runs once); the body only stored a copy before. A reset of the local would be a dead store (the end's lateness is async-end-in-expiration-handler's finding).
import UIKit

final class UploadSlots {
    private let slotQueue = DispatchQueue(label: "com.example.upload-slots")
    private var slots: [String: UIBackgroundTaskIdentifier] = [:]

    func open(_ slot: String) {
        slotQueue.async { [weak self] in
            guard let self else { return }
            var slotTaskID = UIBackgroundTaskIdentifier.invalid
            slotTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
                self?.slotQueue.async {
                    UIApplication.shared.endBackgroundTask(slotTaskID)
                    self?.slots.removeValue(forKey: slot)
                }
            }
            self.slots[slot] = slotTaskID
        }
    }
}
