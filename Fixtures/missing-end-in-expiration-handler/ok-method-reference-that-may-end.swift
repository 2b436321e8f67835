// Scenario: handlers passed as references to methods of other objects that no analysed file declares. One whose name says it ends or expires, or one on an object that holds the task, may end it: the analyzer stays silent.
// expect: none
import UIKit

final class CheckoutFlow {
    private let coordinator: BackgroundWorkCoordinator
    private let lease: BackgroundLease

    init(coordinator: BackgroundWorkCoordinator, lease: BackgroundLease) {
        self.coordinator = coordinator
        self.lease = lease
    }

    func placeOrder(_ order: Data) async {
        let orderTaskID = UIApplication.shared.beginBackgroundTask(withName: "PlaceOrder", expirationHandler: coordinator.expireAllBackgroundWork)
        defer { UIApplication.shared.endBackgroundTask(orderTaskID) }
        await coordinator.submit(order)
    }

    func refund(_ order: Data) async {
        let refundTaskID = UIApplication.shared.beginBackgroundTask(withName: "Refund", expirationHandler: lease.release)
        defer { UIApplication.shared.endBackgroundTask(refundTaskID) }
        await coordinator.submit(order)
    }
}
