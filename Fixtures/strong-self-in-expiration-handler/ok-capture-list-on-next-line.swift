// Scenario: the [weak self] capture list sits on the line after the opening brace of the handler.
// expect: none
import UIKit

final class TicketWallet {
    private var walletTaskID: UIBackgroundTaskIdentifier = .invalid

    func syncTickets() {
        walletTaskID = UIApplication.shared.beginBackgroundTask(withName: "Tickets") {
            [weak self] in
            self?.endWalletTask()
        }
        WalletAPI.shared.sync { [weak self] in
            self?.endWalletTask()
        }
    }

    private func endWalletTask() {
        UIApplication.shared.endBackgroundTask(walletTaskID)
        walletTaskID = .invalid
    }
}
