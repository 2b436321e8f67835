// Scenario: print, os_log and Logger calls in the handler are cheap and allowed.
// expect: none
import UIKit
import os

final class HeartbeatSender {
    private let logger = Logger(subsystem: "com.example.app", category: "heartbeat")
    private var heartbeatTaskID: UIBackgroundTaskIdentifier = .invalid

    func sendHeartbeat() {
        let logger = self.logger
        heartbeatTaskID = UIApplication.shared.beginBackgroundTask(withName: "Heartbeat") { [weak self] in
            print("heartbeat expired")
            os_log("heartbeat background time expired", type: .error)
            logger.info("ending heartbeat task")
            self?.endHeartbeatTask()
        }
        HeartbeatAPI.shared.ping { [weak self] in
            self?.endHeartbeatTask()
        }
    }

    private func endHeartbeatTask() {
        UIApplication.shared.endBackgroundTask(heartbeatTaskID)
        heartbeatTaskID = .invalid
    }
}
