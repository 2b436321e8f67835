// Scenario: the completion closure ends and resets the task on the normal path.
// expect: none
import UIKit

final class FlightCheckIn {
    private var checkInTaskID: UIBackgroundTaskIdentifier = .invalid

    func checkIn(_ booking: String) {
        checkInTaskID = UIApplication.shared.beginBackgroundTask(withName: "CheckIn") { [weak self] in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.checkInTaskID)
            self.checkInTaskID = .invalid
        }
        AirlineAPI.shared.checkIn(booking) { [weak self] _ in
            guard let self else { return }
            UIApplication.shared.endBackgroundTask(self.checkInTaskID)
            self.checkInTaskID = .invalid
        }
    }
}
