// Scenario: the handler schedules a retry with asyncAfter, work that can never run before suspension.
import UIKit

final class CheckInSender {
    private var checkInTaskID: UIBackgroundTaskIdentifier = .invalid

    func sendCheckIn(_ checkIn: Data) {
        checkInTaskID = UIApplication.shared.beginBackgroundTask(withName: "CheckIn") { [weak self] in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { // expect: long-work-in-expiration-handler
                CheckInAPI.shared.retry(checkIn)
            }
            self?.endCheckInTask()
        }
        CheckInAPI.shared.send(checkIn) { [weak self] in
            self?.endCheckInTask()
        }
    }

    private func endCheckInTask() {
        UIApplication.shared.endBackgroundTask(checkInTaskID)
        checkInTaskID = .invalid
    }
}
