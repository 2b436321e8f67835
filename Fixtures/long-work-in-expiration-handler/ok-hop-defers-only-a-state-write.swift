// Scenario: the handler's helper clears the table of pending uploads with a barrier block on its own queue and ends the task synchronously; deferring one assignment starts no work, so nothing long runs in the handler.
// expect: none
import UIKit

final class UploadLedger {
    private let ledgerQueue = DispatchQueue(label: "com.example.ledger", attributes: .concurrent)
    private var pending: [String: UIBackgroundTaskIdentifier] = [:]
    private var ledgerTaskID: UIBackgroundTaskIdentifier = .invalid

    func track(_ name: String) {
        ledgerTaskID = UIApplication.shared.beginBackgroundTask(withName: "Ledger") { [weak self] in
            self?.expire()
        }
        ledgerQueue.async(flags: .barrier) { [weak self] in
            self?.pending[name] = self?.ledgerTaskID
        }
        UploadQueue.resume { [weak self] in self?.expire() }
    }

    private func expire() {
        ledgerQueue.async(flags: .barrier) { [weak self] in
            self?.pending = [:]
        }
        UIApplication.shared.endBackgroundTask(ledgerTaskID)
        ledgerTaskID = .invalid
    }
}
