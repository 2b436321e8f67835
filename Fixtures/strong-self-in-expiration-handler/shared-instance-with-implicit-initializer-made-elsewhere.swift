// Scenario: the type keeps a shared instance and declares no initializer, but another instance is made elsewhere in the module, so an instance can leak through the handler's strong `self`.
import UIKit

final class LogShipper {
    static let shared = LogShipper()
    private var shipTaskID: UIBackgroundTaskIdentifier = .invalid

    func ship() {
        shipTaskID = UIApplication.shared.beginBackgroundTask(withName: "ShipLogs") {
            self.endShip() // expect: strong-self-in-expiration-handler
        }
        LogStore.send { [weak self] in self?.endShip() }
    }

    private func endShip() {
        UIApplication.shared.endBackgroundTask(shipTaskID)
        shipTaskID = .invalid
    }
}

final class DebugMenu {
    private let shipper = LogShipper()

    func shipNow() {
        shipper.ship()
    }
}
