// Scenario: the handler only calls a method of a type not declared in the analysed files; that call might end the task, so the analyzer stays silent.
// expect: none
import UIKit

final class CheckoutFlow {
    private let coordinator: BackgroundWorkCoordinator
    private var orderTaskID: UIBackgroundTaskIdentifier = .invalid

    init(coordinator: BackgroundWorkCoordinator) {
        self.coordinator = coordinator
    }

    func placeOrder(_ order: Data) {
        let coordinator = self.coordinator
        orderTaskID = UIApplication.shared.beginBackgroundTask(withName: "PlaceOrder") {
            coordinator.expireAllBackgroundWork()
        }
        coordinator.submit(order) { [weak self] in
            self?.finishOrderTask()
        }
    }

    private func finishOrderTask() {
        UIApplication.shared.endBackgroundTask(orderTaskID)
        orderTaskID = .invalid
    }
}
