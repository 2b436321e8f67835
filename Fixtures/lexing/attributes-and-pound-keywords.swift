// Scenario: attributes with arguments, #available, #selector, #warning and #line are not directives; the handler after them never ends.
import UIKit

@available(iOS 13.0, *)
@MainActor
final class NotificationBridge: NSObject {
    private var bridgeTaskID: UIBackgroundTaskIdentifier = .invalid

    @objc func handleNote(_ note: Notification) {
        print(note.name)
    }

    func start() {
        if #available(iOS 15, *) { print("modern path") }
        let selector = #selector(handleNote(_:))
        #warning("remove before shipping")
        let line = #line
        bridgeTaskID = UIApplication.shared.beginBackgroundTask { print(selector, line) } // expect: missing-end-in-expiration-handler
        BridgeAPI.shared.flush { [weak self] in
            self?.endBridgeTask()
        }
    }

    private func endBridgeTask() {
        UIApplication.shared.endBackgroundTask(bridgeTaskID)
        bridgeTaskID = .invalid
    }
}
