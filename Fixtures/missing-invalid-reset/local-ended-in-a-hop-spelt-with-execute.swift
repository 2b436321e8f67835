// Scenario: a local ended in a hop of its handler, the hop's closure written as its `execute:`
// argument (`queue.async(execute: { … })`): the same call as with a trailing closure, which runs
// once, and the same exemption. The hop is still an asynchronous end.
import UIKit

final class UploadSlots {
    private let slotQueue = DispatchQueue(label: "com.example.upload-slots")
    private var slots: [String: UIBackgroundTaskIdentifier] = [:]

    func open(_ slot: String) {
        var slotTaskID = UIBackgroundTaskIdentifier.invalid
        slotTaskID = UIApplication.shared.beginBackgroundTask { [weak self] in // expect: async-end-in-expiration-handler
            self?.slotQueue.async(execute: {
                UIApplication.shared.endBackgroundTask(slotTaskID)
                self?.slots.removeValue(forKey: slot)
            })
        }
        slots[slot] = slotTaskID
    }
}
