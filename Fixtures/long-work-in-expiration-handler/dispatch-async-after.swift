// Scenario: the handler schedules a retry with asyncAfter, work that can never run before suspension.
import UIKit

final class CheckInSender {
    private var checkInTaskID: UIBackgroundTaskIdentifier = .invalid
    private var pendingCheckIns: [Data] = []

    func sendCheckIn(_ checkIn: Data) {
        checkInTaskID = UIApplication.shared.beginBackgroundTask(withName: "CheckIn") { [weak self] in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { // expect: long-work-in-expiration-handler
                self?.queueRetry(checkIn)
            }
            self?.endCheckInTask()
        }
        CheckInAPI.shared.send(checkIn) { [weak self] in
            self?.endCheckInTask()
        }
    }

    private func queueRetry(_ checkIn: Data) {
        pendingCheckIns.append(checkIn)
    }

    private func endCheckInTask() {
        UIApplication.shared.endBackgroundTask(checkInTaskID)
        checkInTaskID = .invalid
    }
}
