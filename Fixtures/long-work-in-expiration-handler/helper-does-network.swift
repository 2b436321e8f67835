// Scenario: the handler calls a same-file helper that starts a network request; reported at the helper call in the handler.
import UIKit

final class StreakTracker {
    private var streakTaskID: UIBackgroundTaskIdentifier = .invalid
    private let streakURL = URL(string: "https://api.example.com/streak")!

    func recordStreak() {
        streakTaskID = UIApplication.shared.beginBackgroundTask(withName: "Streak") { [weak self] in
            self?.sendLastStreakPing() // expect: long-work-in-expiration-handler
            self?.endStreakTask()
        }
        StreakAPI.shared.record { [weak self] in
            self?.endStreakTask()
        }
    }

    private func sendLastStreakPing() {
        URLSession.shared.dataTask(with: streakURL).resume()
    }

    private func endStreakTask() {
        UIApplication.shared.endBackgroundTask(streakTaskID)
        streakTaskID = .invalid
    }
}
