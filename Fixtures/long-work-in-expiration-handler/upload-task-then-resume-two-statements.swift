// Scenario: the handler creates an upload task and resumes it in two statements; each statement is reported.
import UIKit

final class CrashLogShipper {
    private var shipTaskID: UIBackgroundTaskIdentifier = .invalid

    func ship(_ log: Data, request: URLRequest) {
        shipTaskID = UIApplication.shared.beginBackgroundTask(withName: "ShipCrashLog") { [weak self] in
            let lastChance = URLSession.shared.uploadTask(with: request, from: log) // expect: long-work-in-expiration-handler
            lastChance.resume() // expect: long-work-in-expiration-handler
            self?.endShipTask()
        }
        URLSession.shared.uploadTask(with: request, from: log) { [weak self] _, _, _ in
            self?.endShipTask()
        }.resume()
    }

    private func endShipTask() {
        UIApplication.shared.endBackgroundTask(shipTaskID)
        shipTaskID = .invalid
    }
}
